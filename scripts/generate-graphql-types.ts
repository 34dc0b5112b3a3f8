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
 *
 * Core variants: a real Odoo 15 without our modules rejects a document that names anything from
 * graphql/schema/extensions.graphql. For every operation the generator therefore also derives the
 * document a plain Odoo 15 accepts (see deriveCoreVariant) and exports it as `<name>CoreDocument`
 * when it differs; fields the core variant leaves out are optional in the result types, so mappers
 * must cope with their absence. lib/odoo sends the core variant when the backend lacks them.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  getLocation,
  getNamedType,
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
  TypeInfo,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
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
  type TypeNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import { format, resolveConfig } from 'prettier';
import { buildShopSchema, loadSchema } from '../graphql/schema/load-schema';

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
// Core variants: the document a plain Odoo 15 (graphql/schema/core.graphql) accepts

/**
 * same: the document names nothing from the extensions and runs on the core as it is.
 * degraded: a separate core document leaves the extension parts out (`<name>CoreDocument`).
 * extension-only: the operation cannot do its job without the extensions; there is no core
 * document and the data layer only sends it when the capability is there (optional-feature.ts).
 */
export type CoreVariantKind = 'same' | 'degraded' | 'extension-only';

export interface CoreVariant {
  kind: CoreVariantKind;
  /** The core document, for kind 'degraded' only. */
  document: DocumentNode | null;
  /** `document` printed. */
  source: string | null;
  /**
   * Schema coordinates the core lacks and the full document uses, sorted: `Type.field`,
   * `Type.field(arg:)`, `Input.field`, or a bare `Type` for a fragment on an extension type.
   */
  extensionFields: string[];
  /** Why the operation is extension-only; null otherwise. */
  reason: string | null;
  /**
   * The selections the core document leaves out, as nodes of the loaded documents (fragment nodes
   * are shared between operations). Only for kind 'degraded', and only those in the operation and
   * in the fragments its core document keeps: these become optional in the result types.
   */
  removedSelections: SelectionNode[];
}

function isSelection(node: ASTNode): node is SelectionNode {
  return (
    node.kind === Kind.FIELD ||
    node.kind === Kind.INLINE_FRAGMENT ||
    node.kind === Kind.FRAGMENT_SPREAD
  );
}

function isRequiredVariable(definition: VariableDefinitionNode): boolean {
  return definition.type.kind === Kind.NON_NULL_TYPE && definition.defaultValue === undefined;
}

/** Fragments the operation reaches through its spreads (directly or through other fragments). */
function reachableFragments(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Set<string> {
  const reached = new Set<string>();
  const pending: ASTNode[] = [operation];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) continue;
    visit(next, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !reached.has(spread.name.value)) {
          reached.add(spread.name.value);
          pending.push(fragment);
        }
      },
    });
  }
  return reached;
}

/**
 * Derives the document a plain Odoo 15 accepts, with graphql-js's TypeInfo against the core
 * schema: fields, arguments and input fields the core does not know go (with their
 * sub-selections), as do inline fragments and fragments on types it does not know; then, until
 * nothing changes, selections left empty and spreads of fragments left empty; finally fragments
 * no longer reached and variables no longer used.
 *
 * The operation is extension-only when the core document could not do the operation's job:
 * - a root field is gone (getBrands: the core has no `brands`);
 * - a required variable is gone (the caller's essential input would be ignored);
 * - a query lost an argument or input field: it would answer another question (getInvoices
 *   without its filter lists every invoice), which is worse than the feature being hidden.
 * A mutation may lose optional arguments (signUpUser loses `register(extra:)`): the write still
 * happens without the extras, and the caller can tell (lib/odoo/core-documents.server.ts).
 */
export function deriveCoreVariant(core: GraphQLSchema, operation: LoadedOperation): CoreVariant {
  const rootType = core.getRootType(operation.definition.operation) ?? null;
  const coordinates = new Set<string>();
  const removedBy = new Map<string | null, SelectionNode[]>();
  // visit() hands leave() an edited copy once a child changed; this maps copies back to the
  // loaded nodes, so removed selections can be told by identity when emitting types.
  const origin = new Map<ASTNode, ASTNode>();
  const originalOf = (node: ASTNode): ASTNode => origin.get(node) ?? node;
  const droppedFragments = new Set<string>();
  let rootFieldRemoved: string | null = null;
  let argumentRemoved = false;
  let document = operation.document;

  let changed = true;
  while (changed) {
    changed = false;
    const fragmentTypes = new Map<string, string>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragmentTypes.set(definition.name.value, definition.typeCondition.name.value);
      }
    }
    const typeInfo = new TypeInfo(core);
    const entered: ASTNode[] = [];
    // Whose selections are being visited: null for the operation, else the fragment's name.
    let owner: string | null = null;
    const remove = (node: ASTNode, coordinate?: string): null => {
      if (coordinate) coordinates.add(coordinate);
      if (isSelection(node)) {
        const original = originalOf(node);
        if (isSelection(original)) {
          const list = removedBy.get(owner) ?? [];
          list.push(original);
          removedBy.set(owner, list);
        }
      }
      changed = true;
      return null;
    };

    const enter = (node: ASTNode): null | undefined => {
      switch (node.kind) {
        case Kind.OPERATION_DEFINITION:
          owner = null;
          return undefined;
        case Kind.FRAGMENT_DEFINITION: {
          owner = node.name.value;
          if (droppedFragments.has(node.name.value)) return remove(node);
          const typeName = node.typeCondition.name.value;
          if (core.getType(typeName)) return undefined;
          droppedFragments.add(node.name.value);
          return remove(node, typeName);
        }
        case Kind.FIELD: {
          if (typeInfo.getFieldDef()) return undefined;
          const parent = typeInfo.getParentType();
          const coordinate = `${parent?.name ?? '?'}.${node.name.value}`;
          if (parent !== null && parent === rootType) rootFieldRemoved ??= coordinate;
          return remove(node, coordinate);
        }
        case Kind.ARGUMENT: {
          if (typeInfo.getArgument()) return undefined;
          argumentRemoved = true;
          const directive = typeInfo.getDirective();
          const owningField = directive
            ? `@${directive.name}`
            : `${typeInfo.getParentType()?.name ?? '?'}.${typeInfo.getFieldDef()?.name ?? '?'}`;
          return remove(node, `${owningField}(${node.name.value}:)`);
        }
        case Kind.OBJECT_FIELD: {
          if (typeInfo.getInputType()) return undefined;
          argumentRemoved = true;
          const input = typeInfo.getParentInputType();
          return remove(node, `${input ? getNamedType(input).name : '?'}.${node.name.value}`);
        }
        case Kind.INLINE_FRAGMENT: {
          const typeName = node.typeCondition?.name.value;
          if (typeName === undefined || core.getType(typeName)) return undefined;
          return remove(node, typeName);
        }
        case Kind.FRAGMENT_SPREAD: {
          const name = node.name.value;
          if (droppedFragments.has(name)) return remove(node);
          const typeName = fragmentTypes.get(name);
          if (typeName === undefined || core.getType(typeName)) return undefined;
          droppedFragments.add(name);
          return remove(node, typeName);
        }
        case Kind.VARIABLE_DEFINITION: {
          if (typeFromAST(core, node.type)) return undefined;
          return remove(node, getNamedTypeName(node.type));
        }
        case Kind.DIRECTIVE:
          return core.getDirective(node.name.value)
            ? undefined
            : remove(node, `@${node.name.value}`);
        default:
          return undefined;
      }
    };

    const leave = (node: ASTNode): null | undefined => {
      switch (node.kind) {
        case Kind.FIELD:
          if (!node.selectionSet || node.selectionSet.selections.length > 0) return undefined;
          if (typeInfo.getParentType() === rootType) {
            rootFieldRemoved ??= `${rootType?.name ?? '?'}.${node.name.value}`;
          }
          return remove(node);
        case Kind.INLINE_FRAGMENT:
          return node.selectionSet.selections.length > 0 ? undefined : remove(node);
        case Kind.FRAGMENT_DEFINITION:
          if (node.selectionSet.selections.length > 0) return undefined;
          droppedFragments.add(node.name.value);
          return remove(node);
        case Kind.OPERATION_DEFINITION:
          if (node.selectionSet.selections.length === 0) rootFieldRemoved ??= '(every root field)';
          return undefined;
        default:
          return undefined;
      }
    };

    document = visit(
      document,
      visitWithTypeInfo(typeInfo, {
        enter(node) {
          const verdict = enter(node);
          // leave() is only called for nodes that stay.
          if (verdict === undefined) entered.push(node);
          return verdict;
        },
        leave(node) {
          const original = entered.pop();
          if (original !== undefined && original !== node) origin.set(node, originalOf(original));
          return leave(node);
        },
      }),
    );
  }

  // Fragments no longer reached and variables no longer used go too.
  const coreOperation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!coreOperation) throw new GraphqlDocumentError(`${operation.file}: no operation left`);
  const fragmentsByName = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragmentsByName.set(definition.name.value, definition);
    }
  }
  const reached = reachableFragments(coreOperation, fragmentsByName);
  const usedVariables = new Set<string>();
  for (const node of [
    coreOperation.selectionSet,
    ...(coreOperation.directives ?? []),
    ...[...reached].flatMap((name) => fragmentsByName.get(name) ?? []),
  ]) {
    visit(node, {
      Variable(variable) {
        usedVariables.add(variable.name.value);
      },
    });
  }
  const keptVariables = (coreOperation.variableDefinitions ?? []).filter((definition) =>
    usedVariables.has(definition.variable.name.value),
  );
  document = {
    kind: Kind.DOCUMENT,
    definitions: [
      { ...coreOperation, variableDefinitions: keptVariables },
      ...[...fragmentsByName.values()].filter((fragment) => reached.has(fragment.name.value)),
    ],
  };

  const extensionFields = [...coordinates].sort(byCodeUnits);
  const coreProblems = (checked: DocumentNode): void => {
    const errors = validate(core, checked);
    if (errors.length === 0) return;
    throw new GraphqlDocumentError(
      `The core variant of ${operation.file} does not validate against graphql/schema/core.graphql:\n${errors
        .map((error) => `${operation.file} (core variant): ${error.message}`)
        .join('\n')}`,
    );
  };
  if (extensionFields.length === 0) {
    // Names only the core's: it must then run on a plain Odoo 15 as it is.
    coreProblems(operation.document);
    return {
      kind: 'same',
      document: null,
      source: null,
      extensionFields,
      reason: null,
      removedSelections: [],
    };
  }

  const kept = new Set(keptVariables.map((definition) => definition.variable.name.value));
  const lostRequired = (operation.definition.variableDefinitions ?? [])
    .filter((definition) => isRequiredVariable(definition))
    .map((definition) => definition.variable.name.value)
    .filter((name) => !kept.has(name));
  const reason = rootFieldRemoved
    ? `the core has no ${rootFieldRemoved}`
    : lostRequired.length > 0
      ? `it would drop the required ${lostRequired.map((name) => `$${name}`).join(', ')}`
      : operation.kind === 'query' && argumentRemoved
        ? 'a query without its extension arguments would answer another question'
        : null;
  if (reason !== null) {
    return {
      kind: 'extension-only',
      document: null,
      source: null,
      extensionFields,
      reason,
      removedSelections: [],
    };
  }

  coreProblems(document);
  const removedSelections = [...removedBy].flatMap(([fragment, selections]) =>
    fragment === null || reached.has(fragment) ? selections : [],
  );
  return {
    kind: 'degraded',
    document,
    source: print(document),
    extensionFields,
    reason: null,
    removedSelections,
  };
}

function getNamedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeName(type.type);
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
    /**
     * Selections a core variant leaves out: their fields may be missing from the response, so
     * they are optional (`field?: T`) like fields under `@include(if: $variable)`.
     */
    private readonly leftOutOnCore: ReadonlySet<SelectionNode> = new Set(),
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
      !this.leftOutOnCore.has(only) &&
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
      const optional = conditional || inclusion === 'maybe' || this.leftOutOnCore.has(selection);
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
  /** The shop schema (core plus extensions); default graphql/schema/*.graphql. */
  schema?: GraphQLSchema;
  /** What a plain Odoo 15 has; default graphql/schema/core.graphql alone. */
  coreSchema?: GraphQLSchema;
  root?: string;
}

/** The core variant of every operation, by operation name. */
export function deriveCoreVariants(
  operations: readonly LoadedOperation[],
  coreSchema: GraphQLSchema = buildShopSchema({ withExtensions: false }),
): Map<string, CoreVariant> {
  return new Map(
    operations.map((operation) => [operation.name, deriveCoreVariant(coreSchema, operation)]),
  );
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
  const variants = deriveCoreVariants(operations, options.coreSchema);
  const variantOf = (operation: LoadedOperation): CoreVariant => {
    const variant = variants.get(operation.name);
    if (!variant) throw new GraphqlDocumentError(`${operation.file}: no core variant`);
    return variant;
  };
  const emitter = new TypeEmitter(
    schema,
    new Map([...fragments].map(([name, fragment]) => [name, fragment.definition])),
    true,
    new Set([...variants.values()].flatMap((variant) => variant.removedSelections)),
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
    const variant = variantOf(operation);
    const title = `\`${operation.kind} ${operation.name}\` -> ${rootFields} (${operation.file})`;
    const lines = [
      variant.kind === 'extension-only'
        ? `/**\n * ${title}\n * Extension-only (${variant.reason}): needs ${variant.extensionFields.join(', ')}.\n */`
        : `/** ${title} */`,
      `export type ${typeName}Variables = ${emitter.variablesShape(operation.definition)};`,
      `export type ${typeName}Result = ${emitter.selectionShape(rootType, operation.definition.selectionSet.selections)};`,
      `export const ${operation.name}Document = ${templateLiteral(operation.source)} as TypedDocument<${typeName}Result, ${typeName}Variables>;`,
    ];
    if (variant.kind === 'degraded' && variant.source !== null) {
      claim(`${operation.name}CoreDocument`, operation.file);
      lines.push(
        '',
        `/**\n * \`${operation.name}\` for a plain Odoo 15: without ${variant.extensionFields.join(', ')}.\n * Variables it does not declare are not sent (lib/odoo/core-documents.server.ts).\n */`,
        `export const ${operation.name}CoreDocument = ${templateLiteral(variant.source)} as TypedDocument<${typeName}Result, ${typeName}Variables>;`,
      );
    }
    return lines.join('\n');
  });

  const declarations = emitter.namedTypeDeclarations();
  for (const name of emitter.enums) claim(name, 'the schema');
  for (const name of emitter.inputs) claim(name, 'the schema');

  const registry = [
    '/**',
    ' * Every named operation: its kind, its document, whether it needs our extensions entirely',
    ' * (`extensionOnly`), the document a plain Odoo 15 gets instead (`coreDocument`, null when the',
    ' * document runs there as it is or not at all) and the extension names it uses',
    ' * (`extensionFields`, schema coordinates).',
    ' */',
    'export const operations = {',
    ...operations.map((operation) => {
      const variant = variantOf(operation);
      const coreDocument = variant.kind === 'degraded' ? `${operation.name}CoreDocument` : 'null';
      const fields = variant.extensionFields.map((field) => `'${field}'`).join(', ');
      return `${operation.name}: { kind: '${operation.kind}', document: ${operation.name}Document, extensionOnly: ${variant.kind === 'extension-only'}, coreDocument: ${coreDocument}, extensionFields: [${fields}] },`;
    }),
    '} as const satisfies Readonly<Record<string, OperationEntry>>;',
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
    "import type { OperationEntry, TypedDocument } from '../typed-document';",
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
