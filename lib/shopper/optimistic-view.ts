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
