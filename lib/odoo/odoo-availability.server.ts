import 'server-only';
import { DOWN_PROBE_WAIT_MS, FRESH_MS, RECHECK_MS } from './availability-timing';
import { odooGraphqlUrl, odooTimeoutMs } from './config.server';

// Whether Odoo answers, as this server process last saw it. proxy.ts asks before it lets a
// shopper's dynamic page (cart, search, account, checkout) render: once such a page streams, its
// status is 200, so an outage must be found before rendering to answer 503.
//
// Cheap while Odoo is healthy: every call the Odoo client makes reports its outcome, so the proxy
// mostly reads a recent word and only probes when that word is missing, old or a failure. One
// probe at a time per process, shared by the requests waiting for it. Each instance behind a load
// balancer keeps its own state: they all see the same Odoo, and a probe costs next to nothing.

type Status = 'up' | 'down' | 'unknown';

export interface OdooAvailability {
  /** Odoo sent an answer (its own errors included: it is there). */
  reportReachable(): void;
  /** A call got no answer, timed out or met a 5xx: the next check asks Odoo itself. */
  reportUnreachable(): void;
  /** Whether a page that needs Odoo can render now. Never waits longer than one probe. */
  isAvailable(): Promise<boolean>;
  /** The last probe found Odoo away (no waiting, no request: for a render that may not fetch). */
  knownDown(): boolean;
}

export interface AvailabilityDependencies {
  /** A monotonic clock in milliseconds. */
  now: () => number;
  /** Asks Odoo once; true when it answered. */
  probe: () => Promise<boolean>;
  /** Resolves after the given milliseconds. */
  wait: (ms: number) => Promise<void>;
}

export function createOdooAvailability(dependencies: AvailabilityDependencies): OdooAvailability {
  let status: Status = 'unknown';
  /** When the status was last confirmed, by a call's outcome or a probe. */
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<boolean> | null = null;

  const set = (next: Status) => {
    status = next;
    confirmedAt = dependencies.now();
  };

  const probe = (): Promise<boolean> => {
    if (probing) return probing;
    const startedAt = dependencies.now();
    probing = dependencies
      .probe()
      .catch(() => false)
      .then((up) => {
        probing = null;
        // A call's outcome that arrived meanwhile is newer than what this probe saw; a failed
        // call meanwhile only asked for this probe's word (status 'unknown'), so it decides.
        if (status === 'unknown' || confirmedAt <= startedAt) set(up ? 'up' : 'down');
        return status === 'up';
      });
    return probing;
  };

  return {
    knownDown: () => status === 'down',
    reportReachable: () => set('up'),
    reportUnreachable: () => {
      // Not 'down' yet: one slow query is no outage. The next check lets a probe decide. While
      // down, failures do not postpone the next probe.
      if (status === 'up') status = 'unknown';
    },
    isAvailable: async () => {
      const age = dependencies.now() - confirmedAt;
      if (status === 'up' && age < FRESH_MS) return true;
      if (status === 'down') {
        if (age < RECHECK_MS) return false;
        // Ask again, but a hanging Odoo must not hold every shopper for a probe's timeout: the
        // probe goes on in the background and a later request reads what it found.
        const gaveUp = dependencies.wait(DOWN_PROBE_WAIT_MS).then(() => false);
        return Promise.race([probe(), gaveUp]);
      }
      return probe();
    },
  };
}

/** The probe: the smallest GraphQL document, on the path every real call takes. */
const PROBE_BODY = JSON.stringify({ query: 'query odooAvailability { __typename }' });

/**
 * Whether Odoo answers within the timeout of one real call. Any answer below 500 counts: even a
 * refusal means Odoo is there. Gateway errors (502, 503, 504) are a proxy speaking for an Odoo
 * that is away.
 */
export async function probeOdoo(): Promise<boolean> {
  try {
    const response = await fetch(odooGraphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PROBE_BODY,
      signal: AbortSignal.timeout(odooTimeoutMs()),
    });
    response.body?.cancel().catch(() => undefined);
    return response.status < 500;
  } catch {
    return false;
  }
}

// proxy.ts and the app are bundled apart but run in one Node process: a module-level variable
// would exist twice, and the proxy would never hear what the app's Odoo calls saw.
const PROCESS_KEY = Symbol.for('odoo-storefront.odoo-availability');

function processAvailability(): OdooAvailability {
  const holder = globalThis as typeof globalThis & { [PROCESS_KEY]?: OdooAvailability };
  holder[PROCESS_KEY] ??= createOdooAvailability({
    now: () => performance.now(),
    probe: probeOdoo,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return holder[PROCESS_KEY];
}

export function reportOdooReachable(): void {
  processAvailability().reportReachable();
}

export function reportOdooUnreachable(): void {
  processAvailability().reportUnreachable();
}

export function isOdooAvailable(): Promise<boolean> {
  return processAvailability().isAvailable();
}

export function isOdooKnownDown(): boolean {
  return processAvailability().knownDown();
}
