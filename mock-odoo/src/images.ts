import type { ServerResponse } from 'node:http';
import type { Db } from './db';

// Placeholder until the generated product pictures land.
export async function serveImage(_db: Db, _path: string, res: ServerResponse) {
  res.writeHead(404);
  res.end();
}
