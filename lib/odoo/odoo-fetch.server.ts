import 'server-only';
import { reportOdooReachable, reportOdooUnreachable } from './odoo-availability.server';

/** Waits before the 2nd and 3rd attempt of a query. */
export const QUERY_RETRY_DELAYS_MS: readonly number[] = [100, 300];

export interface OdooFetchOptions {
  /** Only reads may be repeated: a mutation whose answer was lost may already have been applied. */
  retry: boolean;
  timeoutMs: number;
  /** Sees every answer Odoo sends (the session cookie rides on it). */
  onResponse?: (response: Response) => void;
}

/**
 * The transport under Apollo's HttpLink: a timeout per attempt and, for queries, up to two more
 * attempts on network failures and 5xx answers. A timeout is not retried: the caller already
 * waited the whole budget once.
 */
export function createOdooFetch(options: OdooFetchOptions): typeof fetch {
  const delays = options.retry ? QUERY_RETRY_DELAYS_MS : [];

  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const delay = delays[attempt];
      const canRetry = delay !== undefined;
      try {
        const response = await fetchOnce(input, init, options.timeoutMs);
        reportOutcome(response.status);
        options.onResponse?.(response);
        if (!(canRetry && response.status >= 500)) return response;
        discard(response);
      } catch (error) {
        // Next ends the fetches of a render it has finished with an error of its own (a digest):
        // nothing was asked of Odoo, so nothing is reported or retried.
        if (isRenderSignal(error)) throw error;
        if (!isCallerAbort(error, init?.signal)) reportOdooUnreachable();
        if (!(canRetry && isRetryableFailure(error, init?.signal))) throw error;
      }
      await wait(delay);
    }
  };
}

/** Frees the connection of an answer we will not read. Not awaited: some streams never settle. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

function fetchOnce(input: RequestInfo | URL, init: RequestInit | undefined, timeoutMs: number) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  // Read globalThis.fetch at call time so test interceptors (msw) see the request.
  return globalThis.fetch(input, { ...init, signal });
}

function isRetryableFailure(error: unknown, callerSignal: AbortSignal | null | undefined): boolean {
  if (callerSignal?.aborted) return false;
  return !isTimeout(error) && !(error instanceof Error && error.name === 'AbortError');
}

/**
 * Next's control-flow errors carry a `digest` (e.g. HANGING_PROMISE_REJECTION: "fetch() rejects
 * when the prerender is complete", thrown into every fetch still open when the static part of a
 * page rendered per request is done). Counted as failures, they made a busy cart page look like
 * an Odoo outage.
 */
function isRenderSignal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'digest' in error;
}

/** The caller gave up (the shopper left): that says nothing about Odoo. */
function isCallerAbort(error: unknown, callerSignal: AbortSignal | null | undefined): boolean {
  return Boolean(callerSignal?.aborted) && !isTimeout(error);
}

/** What proxy.ts's outage check learns from every call (odoo-availability.server.ts). */
function reportOutcome(status: number): void {
  if (status >= 500) reportOdooUnreachable();
  else reportOdooReachable();
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
