import 'server-only';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { isTimeout } from './odoo-fetch.server';
import { OdooError } from './odoo-error.server';

/** Maps whatever Apollo or fetch threw onto the one OdooError, keeping the original as `cause`. */
export function toOdooError(error: unknown, operationName?: string): OdooError {
  if (error instanceof OdooError) return error;
  const base = { operationName, cause: error };
  if (CombinedGraphQLErrors.is(error)) {
    return new OdooError({ ...base, kind: 'graphql', messages: messagesOf(error.errors) });
  }
  if (ServerError.is(error)) {
    // Odoo answers 400 with {errors: [...]} for documents it cannot parse or validate.
    return new OdooError({
      ...base,
      kind: 'http',
      status: error.statusCode,
      messages: messagesFromBody(error.bodyText),
    });
  }
  if (ServerParseError.is(error)) {
    return new OdooError({ ...base, kind: 'http', status: error.statusCode, messages: [] });
  }
  const root = rootCause(error);
  return new OdooError({ ...base, kind: isTimeout(root) ? 'timeout' : 'network', messages: [] });
}

function messagesOf(errors: readonly { message?: unknown }[] | undefined): string[] {
  return (errors ?? []).flatMap((entry) =>
    typeof entry.message === 'string' && entry.message !== '' ? [entry.message] : [],
  );
}

function messagesFromBody(bodyText: string): string[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
      return messagesOf(body.errors as { message?: unknown }[]);
    }
  } catch {
    // Not JSON (a proxy's HTML error page): there are no Odoo messages to show.
  }
  return [];
}

/** Apollo may wrap what fetch threw; the timeout marker sits on the innermost error. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth += 1) {
    if (isTimeout(current)) return current;
    current = current.cause;
  }
  return current;
}
