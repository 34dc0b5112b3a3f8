export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

/** A deployment replaced the JS chunks this page was built against, or the network dropped one. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/**
 * Reloads the page to pick up fresh chunks, but at most once per 60 s so a chunk that is really
 * gone cannot trap the shopper in a reload loop. Returns whether it reloaded.
 */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
