// What the shopper sees is the last value the server confirmed with every change still on its way
// applied on top. A failed change is simply dropped, so the view rolls back without undoing the
// other changes in flight, and a late answer never shows a line that was removed meanwhile.

export interface PendingChange<T> {
  id: number;
  apply: (value: T) => T;
}

let lastId = 0;

export function nextChangeId(): number {
  lastId += 1;
  return lastId;
}

export function applyPending<T>(base: T, pending: readonly PendingChange<T>[]): T {
  return pending.reduce((value, change) => change.apply(value), base);
}

/** The part of a store (the cart's, the wishlist's) that holds such a view. */
export interface OptimisticState<T> {
  /** The last value the server returned; null until the first answer. */
  confirmed: T | null;
  pending: PendingChange<T>[];
  /** confirmed + pending changes: what the shopper sees. */
  view: T;
  /** True once the server answered for this page session. */
  loaded: boolean;
}

/** A change shown at once, on top of the others in flight. */
export function withChangeBegun<T>(
  state: OptimisticState<T>,
  change: PendingChange<T>,
  baseOf: (confirmed: T | null) => T,
): Pick<OptimisticState<T>, 'pending' | 'view'> {
  const pending = [...state.pending, change];
  return { pending, view: applyPending(baseOf(state.confirmed), pending) };
}

/** A change ended: with the server's value it is confirmed, without one it is rolled back. */
export function withChangeSettled<T>(
  state: OptimisticState<T>,
  id: number | null,
  answer: T | undefined,
  baseOf: (confirmed: T | null) => T,
): OptimisticState<T> {
  const pending = state.pending.filter((change) => change.id !== id);
  const confirmed = answer ?? state.confirmed;
  return {
    pending,
    confirmed,
    loaded: state.loaded || answer !== undefined,
    view: applyPending(baseOf(confirmed), pending),
  };
}

/** The last failure per action (the spec's per-action error state); null clears it. */
export function withActionError<A extends string>(
  errors: Partial<Record<A, string>>,
  action: A,
  message: string | null,
): Partial<Record<A, string>> {
  const next = { ...errors };
  if (message === null) delete next[action];
  else next[action] = message;
  return next;
}
