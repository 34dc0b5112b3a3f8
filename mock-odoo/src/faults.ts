/** Fault injection for tests and benchmarks. Everything is off unless configured. */
export interface Faults {
  /**
   * Behave as if stopped: every connection except the /__mock control routes is closed without
   * an answer (GraphQL, images, payment emulators), so tests can bring Odoo back.
   */
  down: boolean;
  /** Added to every GraphQL request. */
  delayMs: number;
  /** Operation names (or root field names) that fail with an injected error. */
  failOperations: string[];
  /**
   * The injected error's message; empty gives Odoo's wrapper of a server crash ('Odoo Server
   * Error: …'). Set it to play a business refusal (a UserError) instead.
   */
  failMessage: string;
  /** Share (0..1) of GraphQL requests that fail. */
  failRate: number;
  /** Share (0..1) of GraphQL requests whose connection is dropped without an answer. */
  dropRate: number;
  /** Operation names whose connection is always dropped. */
  dropOperations: string[];
}

export const NO_FAULTS: Faults = {
  down: false,
  delayMs: 0,
  failOperations: [],
  failMessage: '',
  failRate: 0,
  dropRate: 0,
  dropOperations: [],
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const share = (value: string | undefined) => Math.min(1, Math.max(0, Number(value ?? 0) || 0));

export function faultsFromEnv(env: NodeJS.ProcessEnv): Faults {
  return {
    down: env.MOCK_ODOO_DOWN === '1',
    delayMs: Math.max(0, Number(env.MOCK_ODOO_DELAY_MS ?? 0) || 0),
    failOperations: list(env.MOCK_ODOO_FAIL_OPERATIONS),
    failMessage: env.MOCK_ODOO_FAIL_MESSAGE ?? '',
    failRate: share(env.MOCK_ODOO_FAIL_RATE),
    dropRate: share(env.MOCK_ODOO_DROP_RATE),
    dropOperations: list(env.MOCK_ODOO_DROP_OPERATIONS),
  };
}

/** Partial updates from the control endpoint, validated field by field. */
export function mergeFaults(current: Faults, update: unknown): Faults {
  if (!update || typeof update !== 'object') return current;
  const input = update as Record<string, unknown>;
  const strings = (value: unknown, fallback: string[]) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : fallback;
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    down: typeof input.down === 'boolean' ? input.down : current.down,
    delayMs: Math.max(0, number(input.delayMs, current.delayMs)),
    failOperations: strings(input.failOperations, current.failOperations),
    failMessage: typeof input.failMessage === 'string' ? input.failMessage : current.failMessage,
    failRate: Math.min(1, Math.max(0, number(input.failRate, current.failRate))),
    dropRate: Math.min(1, Math.max(0, number(input.dropRate, current.dropRate))),
    dropOperations: strings(input.dropOperations, current.dropOperations),
  };
}
