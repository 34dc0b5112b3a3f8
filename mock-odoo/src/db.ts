import type { Transaction } from '@electric-sql/pglite';

// The database as code below the server sees it: one connection inside the caller's transaction
// (a request's, or the seed's), and the two ways the code reads it. Opening, seeding and dumping
// the database is open-database.ts's.

/** What resolvers get: one connection inside the request's transaction. */
export type Db = Pick<Transaction, 'query' | 'exec'>;

/** First row or null. */
export async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | null> {
  return (await db.query<T>(sql, params)).rows[0] ?? null;
}

export async function many<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}
