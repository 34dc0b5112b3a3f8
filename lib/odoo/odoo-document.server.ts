import 'server-only';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export type OperationKind = 'query' | 'mutation';

export interface PreparedDocument {
  document: DocumentNode;
  kind: OperationKind;
  operationName: string | undefined;
  /** The variables the operation declares (core documents declare fewer than the full ones). */
  variableNames: ReadonlySet<string>;
}

// Parsed once per document text: generated documents are constants, so this stays small.
const prepared = new Map<string, PreparedDocument>();

/** Parses a typed document string once and says whether it is a query (retryable) or a mutation. */
export function prepareDocument(source: string): PreparedDocument {
  let entry = prepared.get(source);
  if (!entry) {
    entry = describe(parse(source));
    prepared.set(source, entry);
  }
  return entry;
}

function describe(document: DocumentNode): PreparedDocument {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new TypeError('A GraphQL document without an operation cannot be sent');
  if (operation.operation === 'subscription') throw new TypeError('Odoo has no subscriptions');
  return {
    document,
    kind: operation.operation,
    operationName: operation.name?.value,
    variableNames: new Set(
      (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
    ),
  };
}
