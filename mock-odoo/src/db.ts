import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from './seed/seed';

/** What resolvers get: one connection inside the request's transaction. */
export type Db = Pick<Transaction, 'query' | 'exec'>;

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Opens the database: `memory` for tests, otherwise a PGlite data directory (created and seeded
 * on first start, kept across restarts).
 */
export async function openDatabase(location: string): Promise<PGlite> {
  if (location !== 'memory') mkdirSync(location, { recursive: true });
  const db = await PGlite.create(location === 'memory' ? undefined : location);
  const { rows } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('public.ir_config_parameter') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) {
    await db.transaction(async (tx) => {
      await tx.exec(readFileSync(join(HERE, 'tables.sql'), 'utf8'));
      await seedDatabase(tx);
      await tx.query("INSERT INTO ir_config_parameter VALUES ('database.seeded', now()::text)");
    });
  }
  return db;
}

/** First row or null. */
export async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | null> {
  return (await db.query<T>(sql, params)).rows[0] ?? null;
}

export async function many<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}
