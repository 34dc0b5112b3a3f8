// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Namespaces the shared cache per build: pages of an older build name script files the new one
 * does not have, so instances of two builds must never serve each other's entries (during a
 * rolling deploy both run at once). The Redis cache handler reads KEY_PREFIX.
 */
export function applyBuildKeyPrefix() {
  if (process.env.KEY_PREFIX) return;
  let build = 'dev';
  try {
    build = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // next build itself: nothing is read from or written to Redis then.
  }
  process.env.KEY_PREFIX = `shop:${build}:`;
}
