import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  contentType: string | undefined;
  body: string;
}

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/**
 * A local HTTP server standing in for the shop's webhook endpoint: it records every delivery, so a
 * test can wait for the one the Mollie emulator sends after a status change. `handle` may answer
 * itself (e.g. pass the request on to the shop's route handler); by default it answers 200.
 */
export async function startWebhookReceiver(handle?: Handler) {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const done = () => {
        received.push({
          path: request.url ?? '/',
          contentType: request.headers['content-type'],
          body,
        });
        for (const wake of waiters.splice(0)) wake();
      };
      response.on('finish', done);
      if (handle) handle(request, body, response);
      else response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` deliveries have been answered (fails the test after 5 s). */
    async waitFor(count: number): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + 5_000;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} webhook(s), got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.slice(0, count);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
