import 'server-only';
import { operations, type OperationName } from '@/graphql/generated/operations';
import type { OperationEntry, TypedDocument } from '@/graphql/typed-document';
import { odooCapabilities } from './capabilities.server';
import { prepareDocument } from './odoo-document.server';

/**
 * A real Odoo 15 without our modules rejects any document that names an extension field. For the
 * operations that still make sense there, the generator derived a core document without those
 * parts (graphql/README.md); this picks it whenever the backend lacks our extensions (the
 * `extensions` capability), for public and session requests alike. Everything else is sent as it
 * is: core-clean operations run everywhere, and extension-only ones are gated by the features that
 * use them (optional-feature.ts).
 */
export async function documentForBackend<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables | undefined,
): Promise<{ document: TypedDocument<TResult, TVariables>; variables: TVariables | undefined }> {
  const coreDocument = entryOf(document)?.coreDocument;
  if (!coreDocument || (await odooCapabilities()).extensions) return { document, variables };
  return {
    // Same result type with the extension fields absent (they are optional in it).
    document: coreDocument as TypedDocument<TResult, TVariables>,
    variables: declaredOnly(coreDocument, variables),
  };
}

/**
 * Whether the backend gets the core document of this operation, i.e. loses what it leaves out
 * (signUpUser: the company name, VAT and registry number). Asks for the capabilities.
 */
export async function sendsCoreDocument(name: OperationName): Promise<boolean> {
  const entry: OperationEntry = operations[name];
  if (entry.coreDocument === null) return false;
  return !(await odooCapabilities()).extensions;
}

/** The generated entry whose full document this is; the introspection has none. */
function entryOf(document: string): OperationEntry | undefined {
  const name = prepareDocument(document).operationName;
  if (name === undefined || !Object.hasOwn(operations, name)) return undefined;
  const entry: OperationEntry = operations[name as OperationName];
  return entry.document === document ? entry : undefined;
}

/**
 * Only the variables the core document declares: the others fed extension arguments it left out
 * (signUpUser's vat, companyName, companyRegNo) and must not reach Odoo.
 */
function declaredOnly<TVariables>(
  coreDocument: string,
  variables: TVariables | undefined,
): TVariables | undefined {
  if (variables === undefined || variables === null || typeof variables !== 'object') {
    return variables;
  }
  const declared = prepareDocument(coreDocument).variableNames;
  return Object.fromEntries(
    Object.entries(variables).filter(([name]) => declared.has(name)),
  ) as TVariables;
}
