import type { ActionResult } from '@/lib/shopper/action-result';
import {
  announceCookieChange,
  failureMessage,
  notifyFailure,
} from '@/lib/shopper/action-feedback.browser';

/** How a store shows a change in flight, takes the server's answer and reports a failure. */
export interface RunnerStore<V, A extends string> {
  begin: (apply: (view: V) => V) => number;
  /** `value` undefined: drop the change and keep the last confirmed state. */
  settle: (changeId: number | null, value?: V) => void;
  setError: (action: A, message: string | null) => void;
  setBusy: (busy: boolean) => void;
}

export interface RunOptions<V, T> {
  /** The optimistic change shown until the server answers. */
  change?: (view: V) => V;
  /** The store's state in the answer (a cart action may answer with more than the cart). */
  valueOf: (data: T) => V;
  /** Loads fail quietly into the error state (spec); changes the shopper made are announced. */
  notify?: boolean;
}

/**
 * The frame every cart and wishlist action runs in: optimistic change, server action, then the
 * answer applied (only when no newer one was applied already) or the change rolled back with
 * the action's error.
 */
export function createActionRunner<V, A extends string>(store: RunnerStore<V, A>) {
  let requests = 0;
  let sentTickets = 0;
  let appliedTicket = 0;

  const track = (delta: number) => {
    requests += delta;
    store.setBusy(requests > 0);
  };

  async function run<T>(
    action: A,
    call: () => Promise<ActionResult<T>>,
    { change, valueOf, notify = true }: RunOptions<V, T>,
  ): Promise<T | null> {
    const changeId = change ? store.begin(change) : null;
    sentTickets += 1;
    const ticket = sentTickets;
    track(1);
    let error: string | null = null;
    let data: T | null = null;
    try {
      const result = await call();
      if (result.ok) data = result.data;
      else error = failureMessage(result.error);
    } catch {
      error = failureMessage(undefined);
    }
    if (data !== null) {
      // Server actions run one after another, so a newer answer already holds an older change.
      const fresh = ticket > appliedTicket;
      if (fresh) appliedTicket = ticket;
      store.settle(changeId, fresh ? valueOf(data) : undefined);
      store.setError(action, null);
    } else {
      store.settle(changeId);
      store.setError(action, error);
      if (notify && error) notifyFailure(error);
    }
    track(-1);
    announceCookieChange();
    return data;
  }

  return { run, inFlight: () => requests };
}
