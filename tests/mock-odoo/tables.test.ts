import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// mock-odoo/src/tables.ts declares the row of each table of tables.sql once, for the seed, the
// models and the demo-data export: column for column, in order, with the type PGlite reads.

const SRC = join(process.cwd(), 'mock-odoo/src');

/** PostgreSQL's type of a column -> the TypeScript type of its value as PGlite reads it. */
const TS_TYPES: Record<string, string> = {
  integer: 'number',
  text: 'string',
  boolean: 'boolean',
  'double precision': 'number',
  date: 'Date',
  'timestamp with time zone': 'Date',
  _int4: 'number[]',
  _text: 'string[]',
  jsonb: 'unknown',
};

/** Table -> `column: type` lines, as tables.ts declares them. */
function declaredRows(): Map<string, string[]> {
  const file = ts.createSourceFile(
    'tables.ts',
    readFileSync(join(SRC, 'tables.ts'), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  file.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const members = (node: ts.InterfaceDeclaration) =>
    node.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(file),
      type: member.type?.getText(file) ?? '',
    }));
  const rows = new Map<string, string[]>();
  for (const { name, type } of members(interfaces.get('Tables')!)) {
    const row = interfaces.get(type);
    if (!row) throw new Error(`Tables.${name} names no interface of tables.ts`);
    rows.set(
      name,
      members(row).map((member) => `${member.name}: ${member.type}`),
    );
  }
  return rows;
}

/** Table -> `column: type` lines, from the database tables.sql makes. */
async function createdRows(): Promise<Map<string, string[]>> {
  const db = await PGlite.create();
  try {
    await db.exec(readFileSync(join(SRC, 'tables.sql'), 'utf8'));
    const { rows } = await db.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
    }>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable
         FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, ordinal_position`,
    );
    const tables = new Map<string, string[]>();
    for (const column of rows) {
      const base = TS_TYPES[column.data_type === 'ARRAY' ? column.udt_name : column.data_type];
      if (!base) throw new Error(`${column.table_name}.${column.column_name}: no type for it`);
      const type = column.is_nullable === 'YES' && base !== 'unknown' ? `${base} | null` : base;
      tables.set(column.table_name, [
        ...(tables.get(column.table_name) ?? []),
        `${column.column_name}: ${type}`,
      ]);
    }
    return tables;
  } finally {
    await db.close();
  }
}

describe('mock-odoo/src/tables.ts', () => {
  // A fresh PGlite takes seconds to start on a busy machine.
  it('declares every table of tables.sql, column for column, as PGlite reads it', async () => {
    const declared = declaredRows();
    const created = await createdRows();
    expect([...declared.keys()].sort()).toEqual([...created.keys()].sort());
    for (const [table, columns] of created)
      expect({ table, columns: declared.get(table) }).toEqual({ table, columns });
  }, 30_000);
});
