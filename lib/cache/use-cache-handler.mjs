// @ts-check
import { redisCacheHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { applyBuildKeyPrefix } from './redis-key-prefix.mjs';

// The data cache of 'use cache' (every catalogue read, lib/cache/cached-reads.server.ts) in
// Redis, shared by every instance: an entry one instance filled serves all, and a tag one
// instance revalidated (POST /api/revalidate) is stale for all. next.config.ts sets it only when
// REDIS_URL is set; without it Next keeps these entries in each instance's memory.
applyBuildKeyPrefix();

export default redisCacheHandler;
