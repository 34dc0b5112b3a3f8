import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnreadableRouterState } from '@/lib/http/router-state.server';

// Next answered a client navigation with an unreadable router state with 500; the Node server
// answers 400 before Next sees it.

let server: Server;
let port: number;

beforeAll(async () => {
  refuseUnreadableRouterState();
  server = createServer((_request, response) => response.end('app'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function navigate(state?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { rsc: '1' };
    if (state !== undefined) headers['next-router-state-tree'] = state;
    const outgoing = request({ host: '127.0.0.1', port, path: '/en/cart', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the router state of a client navigation', () => {
  it('answers one Next cannot read with 400', async () => {
    for (const garbage of ['garbage', '%E0%A4%A', '{}', '["",{"children":"x"}]']) {
      expect(await navigate(garbage), garbage.slice(0, 20)).toEqual({
        status: 400,
        body: 'Bad Request',
      });
    }
  });

  it('passes on what a browser sends, and requests without one', async () => {
    const state = encodeURIComponent(
      JSON.stringify(['', { children: [['locale', 'en', 'd', null], { children: ['cart', {}] }] }]),
    );
    expect(await navigate(state)).toEqual({ status: 200, body: 'app' });
    expect(await navigate()).toEqual({ status: 200, body: 'app' });
  });
});
