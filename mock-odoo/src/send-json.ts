import type { ServerResponse } from 'node:http';

/** A JSON answer; shared by the server's own routes and the fake procurement system's. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
