import 'server-only';
import { isOdooError } from '@/lib/odoo/odoo-error.server';

/**
 * What the log may say about a failed punch-out call: its kind and HTTP status, never a message.
 * An Odoo that rejects the variables repeats them in its message (GraphQL's "Variable '$request'
 * got invalid value {…}"), and these variables hold shared secrets, passwords and start tokens.
 */
export function failureFacts(error: unknown): Record<string, unknown> {
  if (isOdooError(error)) {
    return { kind: error.kind, status: error.status, operation: error.operationName };
  }
  return { name: error instanceof Error ? error.name : typeof error };
}
