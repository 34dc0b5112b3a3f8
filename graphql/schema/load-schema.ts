import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildASTSchema,
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
} from 'graphql';

const DIR = join(process.cwd(), 'graphql', 'schema');

export function readSchemaSource(name: 'core' | 'extensions' | 'odoo-15'): string {
  return readFileSync(join(DIR, `${name}.graphql`), 'utf8');
}

type FieldHolder = { name: { value: string }; fields?: readonly FieldDefinitionNode[] };

/**
 * SDL cannot add arguments to an existing field, but some extensions do exactly that (e.g.
 * `invoices(filter:)`, `register(extra:)`). A field in an extension whose type already has it is
 * merged into that field: its arguments are appended, nothing else changes.
 */
export function mergeSchemaDocuments(core: DocumentNode, extensions: DocumentNode): DocumentNode {
  const fieldsByType = new Map<string, Map<string, FieldDefinitionNode>>();
  const definitions: DefinitionNode[] = [];
  const register = (holder: FieldHolder, owner: Map<string, FieldDefinitionNode>) => {
    for (const field of holder.fields ?? []) owner.set(field.name.value, field);
  };

  for (const definition of core.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      const fields = new Map<string, FieldDefinitionNode>();
      register(definition, fields);
      fieldsByType.set(definition.name.value, fields);
    }
    definitions.push(definition);
  }

  const merged = new Map<FieldDefinitionNode, FieldDefinitionNode>();
  for (const definition of extensions.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) {
      definitions.push(definition);
      continue;
    }
    const known = fieldsByType.get(definition.name.value);
    const added: FieldDefinitionNode[] = [];
    for (const field of definition.fields ?? []) {
      const existing = known?.get(field.name.value);
      if (!existing) {
        added.push(field);
        continue;
      }
      const base = merged.get(existing) ?? existing;
      merged.set(existing, {
        ...base,
        arguments: [...(base.arguments ?? []), ...(field.arguments ?? [])],
      });
    }
    if (added.length > 0) definitions.push({ ...definition, fields: added });
  }

  return {
    kind: Kind.DOCUMENT,
    definitions: definitions.map((definition) => {
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return definition;
      return {
        ...definition,
        fields: definition.fields?.map((field) => merged.get(field) ?? field),
      };
    }),
  };
}

/** A new schema object: Odoo 15 core plus our extensions (or the core alone). */
export function buildShopSchema(options: { withExtensions?: boolean } = {}): GraphQLSchema {
  const core = parse(readSchemaSource('core'));
  return buildASTSchema(
    options.withExtensions === false
      ? core
      : mergeSchemaDocuments(core, parse(readSchemaSource('extensions'))),
  );
}

let cached: GraphQLSchema | null = null;

/** The shop's full schema, built once (for validation and type generation; never mutate it). */
export function loadSchema(): GraphQLSchema {
  cached ??= buildShopSchema();
  return cached;
}

/**
 * A new schema object: graphql_vuestorefront 15.0 exactly as a stock Odoo 15 serves it (more than
 * `core.graphql`, which holds only what the shop uses). mock-odoo's stock profile serves it.
 */
export function buildStockSchema(): GraphQLSchema {
  return buildASTSchema(parse(readSchemaSource('odoo-15')));
}
