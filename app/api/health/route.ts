import type { NextRequest } from 'next/server';
import { odooGraphqlUrl } from '@/lib/odoo/config';
import { redisConfigured, sharedRedis } from '@/lib/shopper/shared-redis.server';

// For the load balancer and the orchestrator (README, "Deploying"):
//   GET /api/health          liveness: the process answers
//   GET /api/health?ready=1  readiness: Odoo (and Redis, when configured) answer too
// The answers name no addresses or versions.

const CHECK_TIMEOUT_MS = 2_000;
// Balancers ask every few seconds, and anybody may ask: Odoo and Redis are asked at most once a
// second, and the requests arriving meanwhile share that answer.
const CHECK_REUSE_MS = 1_000;

interface Readiness {
  ready: boolean;
  checks: Record<string, 'up' | 'down'>;
}

let lastCheck: { result: Promise<Readiness>; settledAt: number | null } | null = null;

export async function GET(request: NextRequest): Promise<Response> {
  if (request.nextUrl.searchParams.get('ready') === null) return answer(200, { status: 'ok' });
  const { ready, checks } = await readiness();
  return answer(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks });
}

function readiness(): Promise<Readiness> {
  if (
    lastCheck &&
    (lastCheck.settledAt === null || Date.now() - lastCheck.settledAt < CHECK_REUSE_MS)
  )
    return lastCheck.result;
  const check = { result: checkDependencies(), settledAt: null as number | null };
  void check.result.then(() => (check.settledAt = Date.now()));
  lastCheck = check;
  return check.result;
}

async function checkDependencies(): Promise<Readiness> {
  const [odoo, redis] = await Promise.all([
    odooAnswers(),
    redisConfigured() ? redisAnswers() : Promise.resolve(null),
  ]);
  return {
    ready: odoo && redis !== false,
    checks: { odoo: state(odoo), ...(redis === null ? {} : { redis: state(redis) }) },
  };
}

async function odooAnswers(): Promise<boolean> {
  try {
    const response = await fetch(odooGraphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function redisAnswers(): Promise<boolean> {
  try {
    const client = await Promise.race([
      sharedRedis(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS),
      ),
    ]);
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}

const state = (up: boolean) => (up ? 'up' : 'down');

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
