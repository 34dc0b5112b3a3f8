/**
 * Generates graphql/generated/operations.ts from graphql/operations/*.graphql and
 * graphql/fragments/*.graphql: one typed document per named operation plus its result and
 * variables types, checked against the shop schema (Odoo 15 core + our extensions).
 *
 *   tsx scripts/generate-graphql-types.ts           writes the file
 *   tsx scripts/generate-graphql-types.ts --check   exits 1 when the file is out of date
 *
 * Our own small generator instead of graphql-codegen: the shop only needs documents, variables and
 * result shapes, and the whole toolchain stays on graphql-js and prettier, which are installed.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  getLocation,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  print,
  Source,
  typeFromAST,
  validate,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type ValueNode,
} from 'graphql';
import { format, resolveConfig } from 'prettier';
import { loadSchema } from '../graphql/schema/load-schema';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OPERATIONS_DIR = 'graphql/operations';
export const FRAGMENTS_DIR = 'graphql/fragments';
export const OUTPUT_FILE = 'graphql/generated/operations.ts';

/** A problem in the .graphql files; its message names the file(s). */
export class GraphqlDocumentError extends Error {
  override name = 'GraphqlDocumentError';
}

export interface LoadedFragment {
  name: string;
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  definition: FragmentDefinitionNode;
}

export interface LoadedOperation {
  name: string;
  file: string;
  kind: 'query' | 'mutation' | 'subscription';
  definition: OperationDefinitionNode;
  /** Every fragment the file imports (directly or through other fragments), sorted by name. */
  fragments: FragmentDefinitionNode[];
  /** The operation plus its fragments: what validation and the server see. */
  document: DocumentNode;
  /** `document` printed: the string the shop posts. */
  source: string;
}

export interface LoadedDocuments {
  operations: LoadedOperation[];
  fragments: Map<string, LoadedFragment>;
}

interface ParsedFile {
  file: string;
  document: DocumentNode;
  imports: string[];
}

const IMPORT_LINE = /^#import\s+"([^"]+)"\s*$/;

function listGraphqlFiles(root: string, dir: string): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter((entry) => entry.endsWith('.graphql'))
    .sort()
    .map((entry) => posix.join(dir, entry));
}

/** Plain code-unit order: the output must not depend on the machine's locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function baseName(file: string): string {
  return posix.basename(file, '.graphql');
}

function parseFile(root: string, file: string): ParsedFile {
  const text = readFileSync(join(root, file), 'utf8');
  const imports: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('#import')) continue;
    const target = IMPORT_LINE.exec(line.trim())?.[1];
    if (!target) throw new GraphqlDocumentError(`${file}: malformed import line: ${line}`);
    const resolved = posix.normalize(posix.join(posix.dirname(file), target));
    if (!resolved.startsWith(`${FRAGMENTS_DIR}/`) || !existsSync(join(root, resolved))) {
      throw new GraphqlDocumentError(
        `${file}: imports ${target}, which is no file in ${FRAGMENTS_DIR}`,
      );
    }
    imports.push(resolved);
  }
  try {
    // The source name makes graphql-js errors point at this file.
    return { file, document: parse(new Source(text, file)), imports };
  } catch (error) {
    throw new GraphqlDocumentError(`${file}: ${(error as Error).message}`);
  }
}

/**
 * Reads every operation and fragment file and resolves the `#import` lines. Each operation file
 * holds exactly one operation named like the file, each fragment file exactly one fragment named
 * like the file (so a name always tells where to look).
 */
export function loadDocuments(root: string = ROOT): LoadedDocuments {
  const fragmentFiles = new Map<string, ParsedFile>();
  const fragments = new Map<string, LoadedFragment>();
  for (const file of listGraphqlFiles(root, FRAGMENTS_DIR)) {
    const parsed = parseFile(root, file);
    const [definition, ...rest] = parsed.document.definitions;
    if (!definition || rest.length > 0 || definition.kind !== Kind.FRAGMENT_DEFINITION) {
      throw new GraphqlDocumentError(`${file}: a fragment file must define exactly one fragment`);
    }
    if (definition.name.value !== baseName(file)) {
      throw new GraphqlDocumentError(
        `${file}: fragment ${definition.name.value} must be named like its file (${baseName(file)})`,
      );
    }
    fragmentFiles.set(file, parsed);
    fragments.set(definition.name.value, { name: definition.name.value, file, definition });
  }

  const importedFragments = (start: ParsedFile): FragmentDefinitionNode[] => {
    const seen = new Set<string>();
    const pending = [...start.imports];
    while (pending.length > 0) {
      const next = pending.pop();
      if (next === undefined || seen.has(next)) continue;
      seen.add(next);
      const parsed = fragmentFiles.get(next);
      if (!parsed) throw new GraphqlDocumentError(`${start.file}: cannot import ${next}`);
      pending.push(...parsed.imports);
    }
    return [...seen]
      .map((file) => fragmentFiles.get(file)?.document.definitions[0])
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition?.kind === Kind.FRAGMENT_DEFINITION,
      )
      .sort((a, b) => byCodeUnits(a.name.value, b.name.value));
  };

  const operations: LoadedOperation[] = [];
  for (const file of listGraphqlFiles(root, OPERATIONS_DIR)) {
    const parsed = parseFile(root, file);
    const [definition, ...rest] = parsed.document.definitions;
    if (!definition || rest.length > 0 || definition.kind !== Kind.OPERATION_DEFINITION) {
      throw new GraphqlDocumentError(
        `${file}: an operation file must define exactly one operation (fragments live in ${FRAGMENTS_DIR})`,
      );
    }
    if (definition.name?.value !== baseName(file)) {
      throw new GraphqlDocumentError(
        `${file}: the operation must be named like its file (${baseName(file)}), not ${definition.name?.value ?? 'anonymous'}`,
      );
    }
    const operationFragments = importedFragments(parsed);
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [definition, ...operationFragments],
    };
    operations.push({
      name: definition.name.value,
      file,
      kind: definition.operation,
      definition,
      fragments: operationFragments,
      document,
      source: print(document),
    });
  }
  operations.sort((a, b) => byCodeUnits(a.name, b.name));
  return { operations, fragments };
}

function describeError(file: string, error: GraphQLError): string {
  const node = error.nodes?.[0];
  const where = node?.loc
    ? (() => {
        const { line, column } = getLocation(node.loc.source, node.loc.start);
        return ` (${node.loc.source.name}:${line}:${column})`;
      })()
    : '';
  return `${file}: ${error.message}${where}`;
}

/** graphql-js validation of one operation document; messages start with the operation's file. */
export function validateOperation(schema: GraphQLSchema, operation: LoadedOperation): string[] {
  return validate(schema, operation.document).map((error) => describeError(operation.file, error));
}

// ---------------------------------------------------------------------------------------------
// TypeScript emission

const SCALARS: Record<string, string> = {
  Int: 'number',
  Float: 'number',
  String: 'string',
  ID: 'string',
  Boolean: 'boolean',
};

/** GenericScalar and other custom scalars carry arbitrary JSON: callers must narrow it. */
function scalarType(name: string): string {
  return SCALARS[name] ?? 'unknown';
}

function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function docComment(text: string | null | undefined): string {
  if (!text) return '';
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  return `/**\n${lines.map((line) => ` * ${line}`.trimEnd()).join('\n')}\n */\n`;
}

function templateLiteral(text: string): string {
  return `\`${text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
}

interface CollectedField {
  name: string;
  nodes: FieldNode[];
  /** Only under @include/@skip with a variable: the key may be missing from the response. */
  optional: boolean;
}

type Inclusion = 'always' | 'never' | 'maybe';

function literalOrVariable(value: ValueNode | undefined): boolean | 'variable' {
  if (value?.kind === Kind.BOOLEAN) return value.value;
  return 'variable';
}

function inclusionOf(directives: readonly DirectiveNode[] | undefined): Inclusion {
  let result: Inclusion = 'always';
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const condition = literalOrVariable(
      directive.arguments?.find((argument) => argument.name.value === 'if')?.value,
    );
    if (condition === 'variable') result = result === 'never' ? 'never' : 'maybe';
    else if ((name === 'skip') === condition) result = 'never';
  }
  return result;
}

class TypeEmitter {
  readonly enums = new Set<string>();
  readonly inputs = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    /** Whether every fragment gets an exported `<Name>Fragment` type to refer to. */
    private readonly namedFragments: boolean,
  ) {}

  /** The result shape of a selection set on `type`; abstract types become a union per possible type. */
  selectionShape(type: GraphQLCompositeType, selections: readonly SelectionNode[]): string {
    // A selection that is exactly one fragment on this very type has that fragment's shape: name
    // it instead of repeating it (same type, smaller file, and mappers can take the fragment type).
    const [only, ...others] = selections;
    if (
      this.namedFragments &&
      only?.kind === Kind.FRAGMENT_SPREAD &&
      others.length === 0 &&
      inclusionOf(only.directives) === 'always' &&
      this.fragments.get(only.name.value)?.typeCondition.name.value === type.name
    ) {
      return `${only.name.value}Fragment`;
    }
    const concrete = isObjectType(type)
      ? [type]
      : [...this.schema.getPossibleTypes(type)].sort((a, b) => byCodeUnits(a.name, b.name));
    const shapes = [...new Set(concrete.map((object) => this.objectShape(object, selections)))];
    if (shapes.length === 0) return 'never';
    return shapes.join(' | ');
  }

  variablesShape(operation: OperationDefinitionNode): string {
    const definitions = operation.variableDefinitions ?? [];
    if (definitions.length === 0) return 'Record<string, never>';
    const members = definitions.map((definition) => {
      const type = typeFromAST(this.schema, definition.type);
      if (!type || !isInputType(type)) {
        throw new GraphqlDocumentError(
          `Variable $${definition.variable.name.value} has no input type`,
        );
      }
      // A variable with a default may be left out, even when its type is non-null.
      const optional = !isNonNullType(type) || definition.defaultValue !== undefined;
      return `${definition.variable.name.value}${optional ? '?' : ''}: ${this.inputType(type)};`;
    });
    return `{ ${members.join(' ')} }`;
  }

  /** Declarations of the enums and input objects used so far (and whatever those use). */
  namedTypeDeclarations(): string[] {
    const declarations = new Map<string, string>();
    let pending = true;
    while (pending) {
      pending = false;
      for (const name of [...this.inputs]) {
        if (declarations.has(name)) continue;
        const type = this.schema.getType(name);
        if (!isInputObjectType(type)) continue;
        const fields = Object.values(type.getFields()).map((field) => {
          const optional = !isNonNullType(field.type) || field.defaultValue !== undefined;
          return `${docComment(field.description)}${field.name}${optional ? '?' : ''}: ${this.inputType(field.type)};`;
        });
        declarations.set(
          name,
          `${docComment(type.description)}export type ${name} = { ${fields.join('\n')} };`,
        );
        pending = true;
      }
    }
    for (const name of this.enums) {
      const type = this.schema.getType(name);
      if (!isEnumType(type)) continue;
      const values = type.getValues().map((value) => `'${value.name}'`);
      declarations.set(
        name,
        `${docComment(type.description)}export type ${name} = ${values.join(' | ')};`,
      );
    }
    return [...declarations.keys()].sort(byCodeUnits).map((name) => declarations.get(name) ?? '');
  }

  private objectShape(type: GraphQLObjectType, selections: readonly SelectionNode[]): string {
    const fields = new Map<string, CollectedField>();
    this.collect(type, selections, fields, false);
    if (fields.size === 0) return 'Record<string, never>';
    const members = [...fields].map(
      ([key, field]) => `${key}${field.optional ? '?' : ''}: ${this.fieldType(type, field)};`,
    );
    return `{ ${members.join(' ')} }`;
  }

  /** graphql-js's CollectFields for one concrete type: fields merged by response key, in order. */
  private collect(
    type: GraphQLObjectType,
    selections: readonly SelectionNode[],
    into: Map<string, CollectedField>,
    conditional: boolean,
  ): void {
    for (const selection of selections) {
      const inclusion = inclusionOf(selection.directives);
      if (inclusion === 'never') continue;
      const optional = conditional || inclusion === 'maybe';
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const existing = into.get(key);
        if (existing) {
          existing.nodes.push(selection);
          existing.optional &&= optional;
        } else {
          into.set(key, { name: selection.name.value, nodes: [selection], optional });
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        if (condition === undefined || this.applies(condition, type)) {
          this.collect(type, selection.selectionSet.selections, into, optional);
        }
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (!fragment) throw new GraphqlDocumentError(`Unknown fragment ${selection.name.value}`);
        if (this.applies(fragment.typeCondition.name.value, type)) {
          this.collect(type, fragment.selectionSet.selections, into, optional);
        }
      }
    }
  }

  private applies(condition: string, type: GraphQLObjectType): boolean {
    const conditionType = this.schema.getType(condition);
    if (conditionType === type) return true;
    return isAbstractType(conditionType) && this.schema.isSubType(conditionType, type);
  }

  private fieldType(parent: GraphQLObjectType, field: CollectedField): string {
    if (field.name === '__typename') return `'${parent.name}'`;
    const definition = parent.getFields()[field.name];
    if (!definition) throw new GraphqlDocumentError(`Unknown field ${parent.name}.${field.name}`);
    const selections = field.nodes.flatMap((node) => node.selectionSet?.selections ?? []);
    return this.outputType(definition.type, selections);
  }

  private outputType(type: GraphQLOutputType, selections: readonly SelectionNode[]): string {
    if (isNonNullType(type)) return this.outputTypeInner(type.ofType, selections);
    const inner = this.outputTypeInner(type, selections);
    return inner === 'unknown' ? inner : `${inner} | null`;
  }

  private outputTypeInner(type: GraphQLOutputType, selections: readonly SelectionNode[]): string {
    if (isNonNullType(type)) return this.outputTypeInner(type.ofType, selections);
    if (isListType(type)) return `Array<${this.outputType(type.ofType, selections)}>`;
    if (isScalarType(type)) return scalarType(type.name);
    if (isEnumType(type)) {
      this.enums.add(type.name);
      return type.name;
    }
    return this.selectionShape(type, selections);
  }

  private inputType(type: GraphQLInputType): string {
    if (isNonNullType(type)) return this.inputTypeInner(type.ofType);
    const inner = this.inputTypeInner(type);
    return inner === 'unknown' ? inner : `${inner} | null`;
  }

  private inputTypeInner(type: GraphQLInputType): string {
    if (isNonNullType(type)) return this.inputTypeInner(type.ofType);
    if (isListType(type)) return `Array<${this.inputType(type.ofType)}>`;
    if (isScalarType(type)) return scalarType(type.name);
    if (isEnumType(type)) this.enums.add(type.name);
    else this.inputs.add(type.name);
    return type.name;
  }
}

// ---------------------------------------------------------------------------------------------
// The module

const HEADER = `// Generated by scripts/generate-graphql-types.ts from ${OPERATIONS_DIR} and ${FRAGMENTS_DIR}.
// Do not edit: change the .graphql files and run \`npm run graphql:generate\`;
// \`npm run graphql:check\` fails when this file is out of date.
`;

export interface GenerateOptions {
  schema?: GraphQLSchema;
  root?: string;
}

/** Loads and validates every document; throws one error listing every problem. */
export function loadValidatedDocuments(options: GenerateOptions = {}): LoadedDocuments {
  const schema = options.schema ?? loadSchema();
  const documents = loadDocuments(options.root ?? ROOT);
  const problems = documents.operations.flatMap((operation) =>
    validateOperation(schema, operation),
  );
  if (problems.length > 0) {
    throw new GraphqlDocumentError(
      `GraphQL documents do not match the schema:\n${problems.join('\n')}`,
    );
  }
  return documents;
}

/** The generated module's source, formatted like the rest of the repository. */
export async function generateOperationsModule(options: GenerateOptions = {}): Promise<string> {
  const schema = options.schema ?? loadSchema();
  const root = options.root ?? ROOT;
  const { operations, fragments } = loadValidatedDocuments({ schema, root });
  const emitter = new TypeEmitter(
    schema,
    new Map([...fragments].map(([name, fragment]) => [name, fragment.definition])),
    true,
  );

  const exported = new Map<string, string>();
  const claim = (name: string, owner: string) => {
    const previous = exported.get(name);
    if (previous) throw new GraphqlDocumentError(`${owner} and ${previous} both generate ${name}`);
    exported.set(name, owner);
  };

  const fragmentBlocks = [...fragments.values()]
    .sort((a, b) => byCodeUnits(a.name, b.name))
    .map((fragment) => {
      const typeCondition = schema.getType(fragment.definition.typeCondition.name.value);
      if (!typeCondition || !(isObjectType(typeCondition) || isAbstractType(typeCondition))) {
        throw new GraphqlDocumentError(
          `${fragment.file}: unknown type ${fragment.definition.typeCondition.name.value}`,
        );
      }
      claim(`${fragment.name}Fragment`, fragment.file);
      const shape = emitter.selectionShape(
        typeCondition,
        fragment.definition.selectionSet.selections,
      );
      return `/** \`fragment ${fragment.name} on ${typeCondition.name}\` (${fragment.file}) */\nexport type ${fragment.name}Fragment = ${shape};`;
    });

  const operationBlocks = operations.map((operation) => {
    const typeName = pascalCase(operation.name);
    const rootType =
      operation.kind === 'query'
        ? schema.getQueryType()
        : operation.kind === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!rootType) throw new GraphqlDocumentError(`${operation.file}: no ${operation.kind} type`);
    for (const suffix of ['Result', 'Variables']) claim(`${typeName}${suffix}`, operation.file);
    claim(`${operation.name}Document`, operation.file);
    const rootFields = operation.definition.selectionSet.selections
      .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []))
      .join(', ');
    return [
      `/** \`${operation.kind} ${operation.name}\` -> ${rootFields} (${operation.file}) */`,
      `export type ${typeName}Variables = ${emitter.variablesShape(operation.definition)};`,
      `export type ${typeName}Result = ${emitter.selectionShape(rootType, operation.definition.selectionSet.selections)};`,
      `export const ${operation.name}Document = ${templateLiteral(operation.source)} as TypedDocument<${typeName}Result, ${typeName}Variables>;`,
    ].join('\n');
  });

  const declarations = emitter.namedTypeDeclarations();
  for (const name of emitter.enums) claim(name, 'the schema');
  for (const name of emitter.inputs) claim(name, 'the schema');

  const registry = [
    '/** Every named operation: its kind and document. */',
    'export const operations = {',
    ...operations.map(
      (operation) =>
        `${operation.name}: { kind: '${operation.kind}', document: ${operation.name}Document },`,
    ),
    '} as const;',
    '',
    'export type OperationName = keyof typeof operations;',
    '',
    '/** Result and variables per operation name. */',
    'export type OperationTypes = {',
    ...operations.map((operation) => {
      const typeName = pascalCase(operation.name);
      return `${operation.name}: { result: ${typeName}Result; variables: ${typeName}Variables };`;
    }),
    '};',
  ].join('\n');

  const code = [
    HEADER,
    "import type { TypedDocument } from '../typed-document';",
    '',
    '// --- Enums and input objects used by the operations',
    '',
    declarations.join('\n\n'),
    '',
    '// --- Fragments',
    '',
    fragmentBlocks.join('\n\n'),
    '',
    '// --- Operations',
    '',
    operationBlocks.join('\n\n'),
    '',
    registry,
    '',
  ].join('\n');

  const outputPath = join(root, OUTPUT_FILE);
  const config = (await resolveConfig(outputPath)) ?? {};
  return format(code, { ...config, filepath: outputPath });
}

export interface CheckResult {
  upToDate: boolean;
  message: string;
}

/** Compares the committed file with a fresh generation (nothing is written). */
export async function checkGenerated(options: GenerateOptions = {}): Promise<CheckResult> {
  const root = options.root ?? ROOT;
  const expected = await generateOperationsModule(options);
  const path = join(root, OUTPUT_FILE);
  const actual = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (actual === expected) return { upToDate: true, message: `${OUTPUT_FILE} is up to date.` };
  return {
    upToDate: false,
    message: `${OUTPUT_FILE} is ${actual === null ? 'missing' : 'out of date'}: run \`npm run graphql:generate\` and commit the result.`,
  };
}

export async function writeGenerated(options: GenerateOptions = {}): Promise<string> {
  const root = options.root ?? ROOT;
  const code = await generateOperationsModule(options);
  const path = join(root, OUTPUT_FILE);
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path) || readFileSync(path, 'utf8') !== code) writeFileSync(path, code);
  return path;
}

async function main(args: readonly string[]): Promise<number> {
  try {
    if (args.includes('--check')) {
      const result = await checkGenerated();
      (result.upToDate ? console.log : console.error)(result.message);
      return result.upToDate ? 0 : 1;
    }
    const path = await writeGenerated();
    console.log(`Wrote ${posix.relative(ROOT, path.split('\\').join('/')) || path}.`);
    return 0;
  } catch (error) {
    // Document problems are the user's to fix: print them without a stack trace.
    if (error instanceof GraphqlDocumentError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// Run only as a script: the tests import this module and call checkGenerated() themselves.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
