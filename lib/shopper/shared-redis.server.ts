import 'server-only';
import { createClient } from 'redis';

// The one Redis connection of the shop's own code in this process (the page and data caches keep
// theirs, see lib/cache). Configured with REDIS_URL; without it everything stays in this process,
// which is right for a single instance.

export type SharedRedis = ReturnType<typeof createClient>;

let connection: Promise<SharedRedis> | null = null;

export function redisConfigured(): boolean {
  return Boolean(process.env.REDIS_URL?.trim());
}

/** The connected client, or a rejected promise while Redis cannot be reached. */
export function sharedRedis(): Promise<SharedRedis> {
  connection ??= connect(process.env.REDIS_URL!.trim()).catch((error: unknown) => {
    connection = null; // the next call tries again
    throw error;
  });
  return connection;
}

async function connect(url: string): Promise<SharedRedis> {
  const client = createClient({
    url,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 2_000),
    },
  });
  // Logged without the URL: it may carry the password.
  client.on('error', (error: Error) => console.error(`[redis] ${error.message}`));
  await client.connect();
  return client;
}
