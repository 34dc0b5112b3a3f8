import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseForbiddenMethods } from '@/lib/http/unsupported-methods.server';

// Next cannot build a request for TRACE (the Fetch standard forbids it) and answered 500; the
// Node server answers 405 before Next sees it.

let server: Server;
let port: number;

beforeAll(async () => {
  refuseForbiddenMethods();
  server = createServer((_request, response) => response.end('app'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  method: string,
): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path: '/' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('forbidden methods', () => {
  it('answers TRACE with 405 and an Allow header, and passes other methods on', async () => {
    expect(await send('TRACE')).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect((await send('TRACE')).allow).toContain('GET');
    expect(await send('GET')).toMatchObject({ status: 200, body: 'app' });
    expect(await send('DELETE')).toMatchObject({ status: 200, body: 'app' });
  });
});
