import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { odooTimeoutMs } from '@/lib/odoo/config.server';
import { redisConfigured, sharedRedis, type SharedRedis } from './shared-redis.server';

// Cart changes of one Odoo session run one after the other. Two parallel "add product 7" clicks
// would otherwise both read a cart without product 7 and both add it (the spec says the second
// changes nothing), and parallel writes would answer with carts in any order.
//
// Within a process a queue per session orders them. Across instances (REDIS_URL) each change also
// holds a lock in Redis for its session, so a load balancer that spreads one shopper's clicks
// over several instances keeps the same order and outcome.

const queues = new Map<string, Promise<void>>();

/**
 * Runs `task` after every earlier task of the same key has settled. Without a key (no session
 * yet: Odoo will open a new one for this request) there is nothing to wait for. The key is
 * forgotten when its queue drains, so idle sessions cost nothing.
 */
export function runInSessionQueue<T>(key: string | null, task: () => Promise<T>): Promise<T> {
  if (key === null) return task();
  const previous = queues.get(key) ?? Promise.resolve();
  const result = previous.then(() => (redisConfigured() ? withSessionLock(key, task) : task()));
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

const RETRY_MS = 20;
const RELEASE_IF_OWNER =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Holds the session's lock in Redis while `task` runs. The lock expires on its own after twice the
 * Odoo timeout, so an instance that dies holding it blocks its shopper for seconds, not forever;
 * a change that cannot get the lock within one Odoo timeout runs anyway (and the log says so)
 * rather than fail the shopper's click. Without Redis reachable, the task runs as in one process.
 */
export async function withSessionLock<T>(
  sessionKey: string,
  task: () => Promise<T>,
  redis: () => Promise<SharedRedis> = sharedRedis,
): Promise<T> {
  let client: SharedRedis;
  try {
    client = await redis();
  } catch (error) {
    console.error(`[session-lock] Redis unavailable: ${(error as Error).message}`);
    return task();
  }
  // Hashed: the key is the shopper's Odoo session id, a credential.
  const lock = `shop:lock:${createHash('sha256').update(sessionKey).digest('base64url')}`;
  const token = randomUUID();
  const holdMs = 2 * odooTimeoutMs();
  const deadline = Date.now() + odooTimeoutMs();
  let held = false;
  while (!held && Date.now() < deadline) {
    held = (await client.set(lock, token, { NX: true, PX: holdMs })) === 'OK';
    if (!held) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  if (!held) console.error('[session-lock] not acquired within the Odoo timeout; running anyway');
  try {
    return await task();
  } finally {
    if (held) {
      await client
        .eval(RELEASE_IF_OWNER, { keys: [lock], arguments: [token] })
        .catch((error: Error) => console.error(`[session-lock] release: ${error.message}`));
    }
  }
}
