import 'server-only';
import { knownOdooMessages, type KnownOdooMessage } from './shopper-facing-message.server';

/**
 * What went wrong: Odoo answered with errors, the request never got an answer, it was too slow,
 * or (`unavailable`) the operation needs an extension this Odoo lacks and was never sent.
 */
export type OdooErrorKind = 'graphql' | 'network' | 'timeout' | 'http' | 'unavailable';

/** The reference client's fallback text when an error carries no message. */
export const FALLBACK_ERROR_MESSAGE = 'Some error';

export interface OdooErrorOptions {
  kind: OdooErrorKind;
  messages: readonly string[];
  operationName?: string;
  /** HTTP status of Odoo's answer, when there was one. */
  status?: number;
  cause?: unknown;
  /** Put before the joined messages, e.g. the spec's 'Error fetching static content: '. */
  prefix?: string;
}

/**
 * The one error every Odoo call fails with. Its message joins the GraphQL messages with a bare
 * comma, exactly like the reference storefront, so texts such as 'Wrong email or password.' reach
 * the shopper unchanged.
 */
export class OdooError extends Error {
  readonly kind: OdooErrorKind;
  readonly messages: readonly string[];
  readonly operationName: string | undefined;
  readonly status: number | undefined;

  constructor(options: OdooErrorOptions) {
    super((options.prefix ?? '') + joinErrorMessages(options.messages), { cause: options.cause });
    this.name = 'OdooError';
    this.kind = options.kind;
    this.messages = [...options.messages];
    this.operationName = options.operationName;
    this.status = options.status;
  }

  /**
   * The refusals Odoo answered, when every message is one the shop knows ('Wrong email or
   * password.'); null when the failure is not one: no answer, an HTTP error (GraphQL validation
   * answers 400), or any other text (Odoo's server, its database, the GraphQL layer). The one
   * place that decides what of Odoo's answer reaches a shopper, and only in the shop's own
   * translation (lib/shopper/odoo-refusal.server.ts); `message` is for logs and matching.
   */
  get knownRefusals(): KnownOdooMessage[] | null {
    if (this.kind !== 'graphql') return null;
    return knownOdooMessages(this.messages);
  }
}

export function joinErrorMessages(messages: readonly string[]): string {
  return messages.join(',') || FALLBACK_ERROR_MESSAGE;
}

/** The same failure with a prefix on its message; anything that is not an OdooError is returned as is. */
export function withErrorPrefix(error: unknown, prefix: string): unknown {
  if (!(error instanceof OdooError)) return error;
  return new OdooError({
    kind: error.kind,
    messages: error.messages,
    operationName: error.operationName,
    status: error.status,
    cause: error.cause,
    prefix,
  });
}

export function isOdooError(error: unknown): error is OdooError {
  return error instanceof OdooError;
}

/**
 * Odoo gave no answer of its own: no connection, too slow, or a gateway in front of it (502, 503,
 * 504) speaking for it. The shopper's request may be repeated later; nothing of theirs was lost.
 */
export function isOdooUnreachable(error: unknown): boolean {
  if (!isOdooError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return (
    error.kind === 'http' && error.status !== undefined && [502, 503, 504].includes(error.status)
  );
}

/**
 * The spec's text for failed static content, quotations, quotation, invoices and address
 * selection (the reference storefront used one message for all of them).
 */
export const FETCH_ERROR_PREFIX = 'Error fetching static content: ';

export async function prefixingErrors<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withErrorPrefix(error, prefix);
  }
}

/** A root field Odoo answered with null although it did not report an error. */
export function requiredResult<T>(value: T | null | undefined, operationName: string): T {
  if (value === null || value === undefined) {
    throw new OdooError({ kind: 'graphql', messages: [], operationName });
  }
  return value;
}
