import type { Db } from '../db';
import type { NewRow, TableName } from '../tables';

/**
 * Inserts many rows in one statement and returns their new ids in input order.
 *
 * The rows travel as one JSON parameter (json_populate_recordset), which keeps the whole seed to a
 * few dozen statements and avoids Postgres' limit of 65535 bind parameters per statement. Ids come
 * from the serial column in the order of the SELECT (ORDER BY ordinality), so sorting the returned
 * ids maps them back to the input rows.
 */
export async function insertRows<T extends TableName>(
  db: Db,
  table: T,
  rows: NewRow<T>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const { sql } = statement(table, rows);
  const result = await db.query<{ id: number }>(`${sql} RETURNING id`, [JSON.stringify(rows)]);
  const ids = result.rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length !== rows.length) throw new Error(`insert into ${table}: ids missing`);
  return ids;
}

/** Same as insertRows for tables without an id (link tables). */
export async function insertLinks<T extends TableName>(
  db: Db,
  table: T,
  rows: NewRow<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(statement(table, rows).sql, [JSON.stringify(rows)]);
}

function statement(table: string, rows: object[]): { sql: string } {
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

/** The id a seed key stands for, failing loudly on an unknown key. */
export function idOf<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no id for ${String(key)}`);
  return id;
}

/** Takes the id out of a list returned by insertRows, failing loudly on a mismatch. */
export function idAt(ids: number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`no id at ${index}`);
  return id;
}
