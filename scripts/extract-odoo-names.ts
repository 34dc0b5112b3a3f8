/**
 * Writes tests/fixtures/odoo-15-names.json: only the NAMES an Odoo GraphQL schema defines (types
 * with their kind; fields and their arguments per type; input fields; enum values), no types,
 * descriptions or defaults. tests/graphql/documents.test.ts checks graphql/schema/core.graphql
 * against it, so CI needs no copy of the reference SDL, which is not part of this repository.
 *
 * How the committed fixture was produced (from the SDL printout of odoogap/vuestorefront branch
 * 15.0 @ d238dfb722202417aabfa18074a1384f7961fbc6, module graphql_vuestorefront):
 *
 *   npx tsx scripts/extract-odoo-names.ts odoogap-15.0.graphql \
 *     --source 'odoogap/vuestorefront 15.0 @ d238dfb722202417aabfa18074a1384f7961fbc6, graphql_vuestorefront'
 *
 * Arguments: <schema.graphql> [--out <file>] (default tests/fixtures/odoo-15-names.json)
 * [--source <text>] (where the SDL comes from; recorded in the file, default its file name).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Kind, parse, type DefinitionNode } from 'graphql';
import { format, resolveConfig } from 'prettier';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT = 'tests/fixtures/odoo-15-names.json';

export type NamedKind = 'object' | 'interface' | 'input' | 'enum' | 'scalar' | 'union';

export interface TypeNames {
  kind: NamedKind;
  /** Object and interface types: field name -> its argument names. */
  fields?: Record<string, string[]>;
  /** Input objects. */
  inputFields?: string[];
  /** Enums. */
  values?: string[];
}

export interface SchemaNames {
  /** Where the names come from. */
  source: string;
  types: Record<string, TypeNames>;
}

const KINDS: Partial<Record<DefinitionNode['kind'], NamedKind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.OBJECT_TYPE_EXTENSION]: 'object',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.INTERFACE_TYPE_EXTENSION]: 'interface',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: 'input',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.ENUM_TYPE_EXTENSION]: 'enum',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
  [Kind.SCALAR_TYPE_EXTENSION]: 'scalar',
  [Kind.UNION_TYPE_DEFINITION]: 'union',
  [Kind.UNION_TYPE_EXTENSION]: 'union',
};

function sorted(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The names an SDL document defines; `extend` blocks merge into their type. Only parsed, never
 * built: graphene prints some defaults that are no valid values for their type
 * (`search: String = false`), which parsing accepts and names do not need.
 */
export function extractNames(sdl: string, source: string): SchemaNames {
  const types = new Map<string, TypeNames>();
  for (const definition of parse(sdl).definitions) {
    const kind = KINDS[definition.kind];
    if (!kind || !('name' in definition) || !definition.name) continue;
    const entry = types.get(definition.name.value) ?? { kind };
    types.set(definition.name.value, entry);
    if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION ||
      definition.kind === Kind.INTERFACE_TYPE_EXTENSION
    ) {
      const fields = entry.fields ?? {};
      for (const field of definition.fields ?? []) {
        fields[field.name.value] = sorted([
          ...(fields[field.name.value] ?? []),
          ...(field.arguments ?? []).map((argument) => argument.name.value),
        ]);
      }
      entry.fields = fields;
    } else if (
      definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION
    ) {
      entry.inputFields = sorted([
        ...(entry.inputFields ?? []),
        ...(definition.fields ?? []).map((field) => field.name.value),
      ]);
    } else if (
      definition.kind === Kind.ENUM_TYPE_DEFINITION ||
      definition.kind === Kind.ENUM_TYPE_EXTENSION
    ) {
      entry.values = sorted([
        ...(entry.values ?? []),
        ...(definition.values ?? []).map((value) => value.name.value),
      ]);
    }
  }
  const result: Record<string, TypeNames> = {};
  for (const name of sorted(types.keys())) {
    const entry = types.get(name);
    if (!entry) continue;
    const fields = entry.fields;
    result[name] = fields
      ? {
          ...entry,
          fields: Object.fromEntries(
            sorted(Object.keys(fields)).map((key) => [key, fields[key] ?? []]),
          ),
        }
      : entry;
  }
  return { source, types: result };
}

/**
 * Every name as a flat list: `Type`, `Type.field`, `Type.field(arg:)`, `Input.field`,
 * `Enum.VALUE`, for comparing two schemas.
 */
export function flattenNames(names: SchemaNames): Map<string, NamedKind | 'field' | 'argument'> {
  const flat = new Map<string, NamedKind | 'field' | 'argument'>();
  for (const [type, entry] of Object.entries(names.types)) {
    flat.set(type, entry.kind);
    for (const [field, args] of Object.entries(entry.fields ?? {})) {
      flat.set(`${type}.${field}`, 'field');
      for (const argument of args) flat.set(`${type}.${field}(${argument}:)`, 'argument');
    }
    for (const field of entry.inputFields ?? []) flat.set(`${type}.${field}`, 'field');
    for (const value of entry.values ?? []) flat.set(`${type}.${value}`, 'field');
  }
  return flat;
}

async function main(args: readonly string[]): Promise<number> {
  const [input, ...rest] = args;
  if (!input || input.startsWith('--')) {
    console.error('Usage: tsx scripts/extract-odoo-names.ts <schema.graphql> [--out <file>]');
    return 1;
  }
  const option = (name: string): string | undefined => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const out = resolve(ROOT, option('--out') ?? DEFAULT_OUT);
  const source = `${option('--source') ?? basename(input)} (names only, scripts/extract-odoo-names.ts)`;
  const names = extractNames(readFileSync(input, 'utf8'), source);
  const config = (await resolveConfig(out)) ?? {};
  writeFileSync(out, await format(JSON.stringify(names), { ...config, filepath: out }));
  console.log(`Wrote ${out}: ${Object.keys(names.types).length} types.`);
  return 0;
}

// Run only as a script: the tests import extractNames() and flattenNames().
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
