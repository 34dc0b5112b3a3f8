// Phantom keys: they exist only in the type system, so a typed document stays a plain string at
// runtime (what the transport posts) while carrying its result and variables types.
declare const resultType: unique symbol;
declare const variablesType: unique symbol;

/**
 * A GraphQL document (operation plus the fragments it uses) that knows the shape of its result and
 * variables. graphql/generated/operations.ts exports one per named operation.
 */
export type TypedDocument<TResult, TVariables> = string & {
  readonly [resultType]?: TResult;
  readonly [variablesType]?: TVariables;
};

export type ResultOf<TDocument> =
  TDocument extends TypedDocument<infer TResult, unknown> ? TResult : never;

export type VariablesOf<TDocument> =
  TDocument extends TypedDocument<unknown, infer TVariables> ? TVariables : never;

const OPERATION_HEADER = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/m;

/**
 * The operation's name, which Odoo's endpoint gets as `operationName` (and which logs, fault
 * injection and caches key on). Generated documents always start with their named operation.
 */
export function operationNameOf(document: string): string {
  const name = OPERATION_HEADER.exec(document)?.[1];
  if (!name) throw new Error('GraphQL document without a named operation');
  return name;
}

/**
 * One entry of the generated `operations` map. `coreDocument` is what a plain Odoo 15 (without
 * our extension modules) gets instead of `document`; `extensionFields` are the schema coordinates
 * (`Type.field`, `Type.field(arg:)`) the document uses that the core lacks, i.e. what the core
 * document leaves out, or why an `extensionOnly` operation cannot run there at all.
 */
export interface OperationEntry {
  readonly kind: 'query' | 'mutation' | 'subscription';
  readonly document: string;
  /** Needs our extensions: only sent when the capability is there (lib/odoo/optional-feature.server). */
  readonly extensionOnly: boolean;
  readonly coreDocument: string | null;
  readonly extensionFields: readonly string[];
}
