import { describe, expect, it } from 'vitest';
import {
  isCacheFunctionId,
  refuseCacheFunctionCalls,
} from '@/lib/http/cache-function-calls.server';
import { hookedServer } from '@/tests/support/hooked-server';

// Next 16 let a POST with `Next-Action: <id of a 'use cache' function>` run the shop's cached
// catalogue reads with the caller's arguments; the Node server refuses such calls first.

const CACHE_FUNCTION_ID = `e0${'a'.repeat(40)}`;
const SERVER_ACTION_ID = `7f${'b'.repeat(40)}`;

const hooked = hookedServer(refuseCacheFunctionCalls);

async function post(action?: string): Promise<{ status: number; body: string }> {
  const { status, body } = await hooked({
    method: 'POST',
    headers: action ? { 'next-action': action } : {},
    body: '["nl",{"pageSize":100000}]',
  });
  return { status, body };
}

describe("'use cache' functions called as server actions", () => {
  it('are refused with 404 before Next runs them; server actions and pages pass', async () => {
    expect(await post(CACHE_FUNCTION_ID)).toEqual({
      status: 404,
      body: 'Server action not found.',
    });
    expect(await post(SERVER_ACTION_ID)).toEqual({ status: 200, body: 'app' });
    expect(await post()).toEqual({ status: 200, body: 'app' });
  });

  it('are told apart by the id’s first byte (its high bit marks a cache function)', () => {
    for (const prefix of ['80', 'c0', 'e0', 'f0', 'ff']) {
      expect(isCacheFunctionId(`${prefix}${'0'.repeat(40)}`)).toBe(true);
    }
    for (const prefix of ['00', '40', '7f']) {
      expect(isCacheFunctionId(`${prefix}${'0'.repeat(40)}`)).toBe(false);
    }
    expect(isCacheFunctionId('e0short')).toBe(false);
  });
});
