import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Two `next start` instances of the one build and one Redis between them, beside the suite's
// mock-odoo: the deployment README's "Deploying" describes, small.

import { mockOdoo } from './support';
const REDIS_PORT = Number(process.env.SCALE_OUT_REDIS_PORT ?? 6391);
const FIRST_PORT = Number(process.env.SCALE_OUT_PORT ?? 3201);
export const REVALIDATE_SECRET = 'scale-out-revalidate-secret';

export function redisInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export interface Deployment {
  instances: [string, string];
  stop(): Promise<void>;
}

export async function startDeployment(): Promise<Deployment> {
  const children: ChildProcess[] = [];
  const redis = spawn(
    'redis-server',
    [
      '--port',
      String(REDIS_PORT),
      '--save',
      '',
      '--appendonly',
      'no',
      // The cache handler keeps its tag maps in sync through keyspace events.
      '--notify-keyspace-events',
      'Exe',
      '--dir',
      mkdtempSync(join(tmpdir(), 'redis-')),
    ],
    { stdio: 'ignore' },
  );
  children.push(redis);
  const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  // One key namespace for both instances (they share everything in it), new for every run so a
  // run never reads entries of an earlier one.
  const keyPrefix = `shop:scale-out:${Date.now()}:`;
  const instances = [FIRST_PORT, FIRST_PORT + 1].map((port) => {
    // Each instance's output, to read after a failure.
    mkdirSync('test-results', { recursive: true });
    const log = openSync(`test-results/scale-out-${port}.log`, 'a');
    const child = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        ODOO_URL: mockOdoo,
        REDIS_URL: redisUrl,
        // Every instance signs and checks with the same keys: a shopper may land on any.
        SHOP_SECRET: 'scale-out-shop-secret-0123456789abcdef',
        REVALIDATE_SECRET,
        SHOP_URL: `http://127.0.0.1:${port}`,
        KEY_PREFIX: keyPrefix,
      },
    });
    children.push(child);
    return `http://127.0.0.1:${port}`;
  }) as [string, string];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    );
  };
  try {
    for (const base of instances) await waitUntilUp(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, stop };
}

async function waitUntilUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/en`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not start`);
}
