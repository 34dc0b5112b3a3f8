import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isCacheFunctionId,
  refuseCacheFunctionCalls,
} from '@/lib/http/cache-function-calls.server';

// Next 16 let a POST with `Next-Action: <id of a 'use cache' function>` run the shop's cached
// catalogue reads with the caller's arguments; the Node server refuses such calls first.

const CACHE_FUNCTION_ID = `e0${'a'.repeat(40)}`;
const SERVER_ACTION_ID = `7f${'b'.repeat(40)}`;

let server: Server;
let port: number;

beforeAll(async () => {
  refuseCacheFunctionCalls();
  server = createServer((_request, response) => response.end('app'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(action?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = action ? { 'next-action': action } : {};
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/', headers },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end('["nl",{"pageSize":100000}]');
  });
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
