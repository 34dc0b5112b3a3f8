import 'server-only';
import { operations, type OperationName } from '@/graphql/generated/operations';
import type { OperationEntry, TypedDocument } from '@/graphql/typed-document';
import { odooCapabilities } from './capabilities.server';
import { prepareDocument } from './odoo-document.server';
import { OdooError } from './odoo-error.server';
import { odooRequest, type OdooRequestOptions } from './odoo-request.server';

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
  const entry = entryOf(document);
  if (!entry || (!entry.extensionOnly && !entry.coreDocument)) return { document, variables };
  const capabilities = await odooCapabilities();
  if (entry.extensionOnly) {
    // A feature that forgot its capability check: refused here, not by Odoo (a 400 that would
    // say nothing to the shopper and count as a broken shop on a plain Odoo 15).
    const name = prepareDocument(document).operationName;
    if (name !== undefined && capabilities.unsendable.has(name)) {
      throw new OdooError({ kind: 'unavailable', messages: [], operationName: name });
    }
    return { document, variables };
  }
  const coreDocument = entry.coreDocument;
  if (!coreDocument || capabilities.extensions) return { document, variables };
  return {
    // Same result type with the extension fields absent (they are optional in it).
    document: coreDocument as TypedDocument<TResult, TVariables>,
    variables: declaredOnly(coreDocument, variables),
  };
}

/** An operation sent as this backend takes it (documentForBackend): every caller's way to Odoo. */
export async function backendRequest<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables | undefined,
  options: OdooRequestOptions,
): Promise<TResult> {
  const sent = await documentForBackend(document, variables);
  return odooRequest(sent.document, sent.variables, options);
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
