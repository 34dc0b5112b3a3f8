import type { Db } from '../db';

export type Row = Record<string, string | number | boolean | null | string[]>;

/**
 * Inserts many rows in one statement and returns their new ids in input order.
 *
 * The rows travel as one JSON parameter (json_populate_recordset), which keeps the whole seed to a
 * few dozen statements and avoids Postgres' limit of 65535 bind parameters per statement. Ids come
 * from the serial column in the order of the SELECT (ORDER BY ordinality), so sorting the returned
 * ids maps them back to the input rows.
 */
export async function insertRows(db: Db, table: string, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const { sql } = statement(table, rows);
  const result = await db.query<{ id: number }>(`${sql} RETURNING id`, [JSON.stringify(rows)]);
  const ids = result.rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length !== rows.length) throw new Error(`insert into ${table}: ids missing`);
  return ids;
}

/** Same as insertRows for tables without an id (link tables). */
export async function insertLinks(db: Db, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(statement(table, rows).sql, [JSON.stringify(rows)]);
}

function statement(table: string, rows: Row[]): { sql: string } {
  const first = rows[0];
  if (!first) throw new Error('no rows');
  const keys = Object.keys(first);
  // A key missing from one row would insert NULL there instead of the column default.
  for (const row of rows) {
    const rowKeys = Object.keys(row);
    if (rowKeys.length !== keys.length || keys.some((key) => !(key in row))) {
      throw new Error(`insert into ${table}: rows with different columns (${rowKeys.join(',')})`);
    }
  }
  const columns = keys.map((column) => `"${column}"`);
  const list = columns.join(', ');
  return {
    sql: `INSERT INTO ${table} (${list})
          SELECT ${columns.map((column) => `r.${column}`).join(', ')}
            FROM json_populate_recordset(NULL::${table}, $1::json) WITH ORDINALITY AS r
           ORDER BY r.ordinality`,
  };
}

/** Takes the id out of a list returned by insertRows, failing loudly on a mismatch. */
export function idAt(ids: number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`no id at ${index}`);
  return id;
}
