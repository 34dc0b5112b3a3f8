import type { NextRequest } from 'next/server';
import { odooGraphqlUrl, odooTimeoutMs } from '@/lib/odoo/config.server';
import { redisConfigured, sharedRedis } from '@/lib/shopper/shared-redis.server';

// For the load balancer and the orchestrator (README, "Deploying"):
//   GET /api/health          liveness: the process answers
//   GET /api/health?ready=1  readiness: Odoo (and Redis, when configured) answer too
// The answers name no addresses or versions.
//
// A slow Odoo is not a reason to leave the balancer: the catalogue is served from the cache, and
// taking every instance out at once would turn a slow backend into an outage. Readiness answers
// within CHECK_TIMEOUT_MS: an Odoo still thinking by then is 'slow' (200, status 'degraded'); it
// is 'down' only when it refuses, fails, or stays silent as long as the shop waits for it
// (ODOO_TIMEOUT_MS).

const CHECK_TIMEOUT_MS = 2_000;

// Balancers ask every few seconds, and anybody may ask: Odoo and Redis are asked at most once a
// second, and the requests arriving meanwhile share that answer.
const CHECK_REUSE_MS = 1_000;

type CheckState = 'up' | 'slow' | 'down';

interface Readiness {
  status: 'ready' | 'degraded' | 'unavailable';
  checks: Record<string, CheckState>;
}

let lastCheck: { result: Promise<Readiness>; settledAt: number | null } | null = null;

export async function GET(request: NextRequest): Promise<Response> {
  if (request.nextUrl.searchParams.get('ready') === null) return answer(200, { status: 'ok' });
  const { status, checks } = await readiness();
  return answer(status === 'unavailable' ? 503 : 200, { status, checks });
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
    odooState(),
    redisConfigured() ? redisAnswers() : Promise.resolve(null),
  ]);
  const checks = { odoo, ...(redis === null ? {} : { redis: state(redis) }) };
  if (odoo === 'down' || redis === false) return { status: 'unavailable', checks };
  return { status: odoo === 'slow' ? 'degraded' : 'ready', checks };
}

/** The one question to Odoo in flight (a hanging Odoo is asked once, not once a second). */
let odooProbe: Promise<'up' | 'down'> | null = null;
/** How the last question that got an answer (or timed out) ended. */
let lastOdooAnswer: 'up' | 'down' | null = null;

async function odooState(): Promise<CheckState> {
  odooProbe ??= odooAnswers().then((answered) => {
    lastOdooAnswer = answered ? 'up' : 'down';
    odooProbe = null;
    return lastOdooAnswer;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CHECK_TIMEOUT_MS);
  });
  const settled = await Promise.race([odooProbe, slow]);
  clearTimeout(timer);
  if (settled) return settled;
  // Still thinking: slow, unless the last question already went unanswered for too long.
  return lastOdooAnswer === 'down' ? 'down' : 'slow';
}

async function odooAnswers(): Promise<boolean> {
  try {
    const response = await fetch(odooGraphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(odooTimeoutMs()),
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

const state = (up: boolean): CheckState => (up ? 'up' : 'down');

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
