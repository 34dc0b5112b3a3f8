/**
 * Runs `run(key, value)` once `delayMs` have passed without a new value for that key: a burst of
 * quantity edits on one cart line becomes one request carrying the last value, while edits on
 * different lines do not hold each other back.
 */
export function createKeyedDebounce<K, V>(delayMs: number, run: (key: K, value: V) => void) {
  const waiting = new Map<K, { timer: ReturnType<typeof setTimeout>; value: V }>();

  const fire = (key: K) => {
    const entry = waiting.get(key);
    if (!entry) return;
    waiting.delete(key);
    run(key, entry.value);
  };

  return {
    schedule(key: K, value: V): void {
      const previous = waiting.get(key);
      if (previous) clearTimeout(previous.timer);
      waiting.set(key, { timer: setTimeout(() => fire(key), delayMs), value });
    },
    /** Drops a waiting value, e.g. when its line is removed meanwhile. */
    cancel(key: K): void {
      const entry = waiting.get(key);
      if (entry) clearTimeout(entry.timer);
      waiting.delete(key);
    },
    /** Sends a waiting value now (e.g. before leaving for checkout). */
    flush(key: K): void {
      const entry = waiting.get(key);
      if (entry) clearTimeout(entry.timer);
      fire(key);
    },
    isWaiting(key: K): boolean {
      return waiting.has(key);
    },
  };
}
