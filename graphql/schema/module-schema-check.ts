import {
  buildASTSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { mergeSchemaDocuments } from './load-schema';

// The contract between the shop's schema files and the Odoo modules in odoo/: what the modules
// serve (printed by odoo/schema_check/print_schema.py with graphene) against
// graphql/schema/odoo-15.graphql, core.graphql and extensions.graphql, coordinate by coordinate.

/**
 * Every schema coordinate (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`) with what it
 * is: a type's kind, a field's or argument's type. Two schemas agree where these agree; default
 * values are left out (graphene prints `= false` and `= {}` where SDL has none).
 */
export function coordinates(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (isScalarType(type)) found.set(type.name, 'scalar');
    else if (isUnionType(type)) found.set(type.name, 'union');
    else if (isEnumType(type)) {
      found.set(type.name, 'enum');
      for (const value of type.getValues()) found.set(`${type.name}.${value.name}`, 'value');
    } else if (isInputObjectType(type)) {
      found.set(type.name, 'input');
      for (const field of Object.values(type.getFields()))
        found.set(`${type.name}.${field.name}`, String(field.type));
    } else if (isObjectType(type) || isInterfaceType(type)) {
      const interfaces = type.getInterfaces().map((i) => i.name);
      const kind = isObjectType(type) ? 'type' : 'interface';
      found.set(
        type.name,
        interfaces.length ? `${kind} implements ${interfaces.join(' & ')}` : kind,
      );
      for (const field of Object.values(type.getFields())) {
        found.set(`${type.name}.${field.name}`, String(field.type));
        for (const arg of field.args)
          found.set(`${type.name}.${field.name}(${arg.name}:)`, String(arg.type));
      }
    }
  }
  return found;
}

/** One block of extensions.graphql: `# --- <extension> (module: <name>) ---` and its SDL. */
export interface ExtensionBlock {
  extension: string;
  module: string;
  document: DocumentNode;
}

const BLOCK_HEADER = /^# --- (.+) \(module: ([a-z0-9_]+)\) ---$/gm;

export function extensionBlocks(extensionsSdl: string): ExtensionBlock[] {
  const headers = [...extensionsSdl.matchAll(BLOCK_HEADER)];
  return headers.map((header, i) => {
    const end = headers[i + 1]?.index ?? extensionsSdl.length;
    return {
      extension: header[1]!,
      module: header[2]!,
      document: parse(extensionsSdl.slice(header.index, end)),
    };
  });
}

/** The coordinates a block declares; a field graphql_vuestorefront has stands for its new arguments. */
function blockNames(block: ExtensionBlock, odoo15: Map<string, string>): string[] {
  const names: string[] = [];
  for (const definition of block.document.definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const type = definition.name.value;
    const isExtension =
      definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
      definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION;
    if (!isExtension) names.push(type);
    if ('values' in definition)
      for (const value of definition.values ?? []) names.push(`${type}.${value.name.value}`);
    if (!('fields' in definition)) continue;
    for (const field of definition.fields ?? []) {
      const coordinate = `${type}.${field.name.value}`;
      if (!odoo15.has(coordinate)) names.push(coordinate);
      if ('arguments' in field)
        for (const arg of field.arguments ?? []) names.push(`${coordinate}(${arg.name.value}:)`);
    }
  }
  return names;
}

/** Which module's block declares each extension coordinate. */
export function extensionModules(sources: Pick<SchemaSources, 'odoo15' | 'extensions'>) {
  const odoo15 = coordinates(buildSchema(sources.odoo15));
  return new Map(
    extensionBlocks(sources.extensions).flatMap((block) =>
      blockNames(block, odoo15).map((name) => [name, block.module] as const),
    ),
  );
}

/** What print_schema.py prints. */
export interface PrintedModules {
  /** graphql_vuestorefront 15.0 as served with vsf_base alone. */
  stock: string;
  /** Every module installed. */
  all: string;
  modules: Record<string, { depends: string[]; sdl: string; base: string }>;
}

export interface SchemaSources {
  odoo15: string;
  core: string;
  extensions: string;
}

/** Differences of `actual` from `expected`, as lines; `label` names what `actual` is. */
function differences(
  label: string,
  expected: Map<string, string>,
  actual: Map<string, string>,
  expectedName: string,
): string[] {
  const lines: string[] = [];
  for (const [coordinate, kind] of expected) {
    const served = actual.get(coordinate);
    if (served === undefined)
      lines.push(`${label}: ${coordinate} (${kind}) is in ${expectedName} but not served`);
    else if (served !== kind)
      lines.push(`${label}: ${coordinate} is ${kind} in ${expectedName} but ${served} as served`);
  }
  for (const [coordinate, kind] of actual) {
    if (!expected.has(coordinate))
      lines.push(`${label}: serves ${coordinate} (${kind}), which ${expectedName} does not have`);
  }
  return lines;
}

function minus(whole: Map<string, string>, part: Map<string, string>): Map<string, string> {
  return new Map([...whole].filter(([coordinate]) => !part.has(coordinate)));
}

/** Coordinates of printed SDL; the modules' prints repeat (a dependency set is often the same). */
function printedCoordinates() {
  const seen = new Map<string, Map<string, string>>();
  return (sdl: string) => {
    let found = seen.get(sdl);
    if (!found) seen.set(sdl, (found = coordinates(buildSchema(sdl))));
    return found;
  };
}

/**
 * Everything in which the modules and the schema files disagree; empty when they agree:
 * - vsf_base alone serves graphql_vuestorefront 15.0 exactly;
 * - with every module, each name of core.graphql is served as the core says;
 * - each module adds exactly its block of extensions.graphql, with the same types; a module
 *   without a block adds nothing, and no coordinate is added by two modules.
 */
export function checkModuleSchemas(modules: PrintedModules, sources: SchemaSources): string[] {
  const printed = printedCoordinates();
  const odoo15 = coordinates(buildSchema(sources.odoo15));
  const coreDocument = parse(sources.core);
  const core = coordinates(buildASTSchema(coreDocument));
  const shop = coordinates(
    buildASTSchema(mergeSchemaDocuments(coreDocument, parse(sources.extensions)), {
      assumeValidSDL: true,
    }),
  );
  const problems = differences('vsf_base', odoo15, printed(modules.stock), 'odoo-15.graphql');

  const all = printed(modules.all);
  for (const [coordinate, kind] of core) {
    const served = all.get(coordinate);
    if (served !== kind)
      problems.push(
        `all modules: ${coordinate} is ${kind} in core.graphql but ${served ?? 'not served'}`,
      );
  }

  const blocks = new Map(extensionBlocks(sources.extensions).map((block) => [block.module, block]));
  const providers = new Map<string, string>();
  for (const [name, served] of Object.entries(modules.modules)) {
    const added = minus(printed(served.sdl), printed(served.base));
    const block = blocks.get(name);
    const expected = new Map(
      (block ? blockNames(block, odoo15) : []).map((name) => [
        name,
        shop.get(name) ?? 'missing from the shop schema',
      ]),
    );
    problems.push(...differences(name, expected, added, 'its block of extensions.graphql'));
    for (const coordinate of added.keys()) {
      const other = providers.get(coordinate);
      if (other)
        problems.push(`${coordinate} is served by both ${[other, name].sort().join(' and ')}`);
      providers.set(coordinate, name);
    }
  }
  for (const name of blocks.keys()) {
    if (!(name in modules.modules))
      problems.push(`extensions.graphql names ${name}, which odoo/ does not have`);
  }
  return problems;
}
