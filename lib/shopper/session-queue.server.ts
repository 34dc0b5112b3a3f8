import 'server-only';

// Cart changes of one Odoo session run one after the other. Two parallel "add product 7" clicks
// would otherwise both read a cart without product 7 and both add it (the spec says the second
// changes nothing), and parallel writes would answer with carts in any order.
//
// This holds per server process only: several instances behind a load balancer each keep their
// own queue. Odoo itself locks the order row (serialisation failures are retried), so the order
// stays consistent across instances; only the "already in the cart" check could race there.

const queues = new Map<string, Promise<void>>();

/**
 * Runs `task` after every earlier task of the same key has settled. Without a key (no session
 * yet: Odoo will open a new one for this request) there is nothing to wait for. The key is
 * forgotten when its queue drains, so idle sessions cost nothing.
 */
export function runInSessionQueue<T>(key: string | null, task: () => Promise<T>): Promise<T> {
  if (key === null) return task();
  const previous = queues.get(key) ?? Promise.resolve();
  const result = previous.then(task);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}

/** How many sessions have work queued (tests check that nothing leaks). */
export function queuedSessionCount(): number {
  return queues.size;
}
