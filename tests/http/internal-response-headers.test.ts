import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripInternalResponseHeaders } from '@/lib/http/internal-response-headers.server';

// `next start` put the proxy's rewrite target (`x-middleware-rewrite: /nl/cart`) on every answer;
// the Node server takes it off before the headers go out.

let server: Server;
let origin: string;

beforeAll(async () => {
  stripInternalResponseHeaders();
  server = createServer((request, response) => {
    // As Next's router server does: the routing result's headers, then the page.
    response.setHeader('x-middleware-rewrite', '/nl/cart');
    response.setHeader('x-kept', 'yes');
    if (request.url === '/explicit') response.writeHead(200).end('page');
    else response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('internal response headers', () => {
  it('never leave the server, whether the headers are written implicitly or explicitly', async () => {
    for (const path of ['/cart', '/explicit']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-kept')).toBe('yes');
      expect(await response.text()).toBe('page');
    }
  });
});
