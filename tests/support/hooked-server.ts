import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

// A Node server that answers 'app' to whatever the request hooks (lib/http/request-hooks.server.ts)
// let through: the stand-in for Next behind them. `install` adds the hooks under test.

export interface HookedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HookedRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function hookedServer(install: () => void): (sent?: HookedRequest) => Promise<HookedAnswer> {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    install();
    server = createServer((_request, response) => response.end('app'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return ({ method = 'GET', path = '/', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
