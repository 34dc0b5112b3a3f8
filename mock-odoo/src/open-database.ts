import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_VERSION, seedDatabase } from './seed/seed';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Opens the database: `memory` for tests, otherwise a PGlite data directory (created and seeded
 * on first start, kept across restarts). A `seedImage` (a dump of a database this seed version
 * has just seeded, see `dumpSeedImage`) starts a memory database from it: loading takes a fraction
 * of seeding, which the unit suite does once per file.
 */
export async function openDatabase(location: string, seedImage?: string): Promise<PGlite> {
  if (location !== 'memory') mkdirSync(location, { recursive: true });
  const db =
    location === 'memory'
      ? await PGlite.create(
          seedImage ? { loadDataDir: new Blob([readFileSync(seedImage)]) } : undefined,
        )
      : await PGlite.create(location);
  const version = await seededVersion(db);
  const current = seedVersion();
  if (version !== current) {
    if (version !== null) {
      console.warn(
        `[mock-odoo] ${location} holds seed version ${version}, this is ${current}: seeding it again`,
      );
    }
    await db.transaction(async (tx) => {
      // Everything goes: every table is the seed's.
      await tx.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
      await tx.exec(readFileSync(join(HERE, 'tables.sql'), 'utf8'));
      await seedDatabase(tx);
      await tx.query(
        `INSERT INTO ir_config_parameter VALUES
           ('database.seeded', now()::text), ('database.seed_version', $1)`,
        [current],
      );
    });
  }
  return db;
}

/**
 * SEED_VERSION and a digest of the tables and the seed's code: a data directory kept from before
 * any change to either is seeded again, not served with a column missing.
 */
function seedVersion(): string {
  const hash = createHash('sha256').update(readFileSync(join(HERE, 'tables.sql')));
  const seedDir = join(HERE, 'seed');
  for (const file of readdirSync(seedDir).sort()) hash.update(readFileSync(join(seedDir, file)));
  return `${SEED_VERSION}-${hash.digest('hex').slice(0, 12)}`;
}

/** Seeds a memory database and writes its data directory to `file`, for `openDatabase`. */
export async function dumpSeedImage(file: string): Promise<void> {
  const db = await openDatabase('memory');
  const image = await db.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  await db.close();
}

/** The seed version of an existing database: '1' before versions were kept, null when empty. */
async function seededVersion(db: PGlite): Promise<string | null> {
  const { rows } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('public.ir_config_parameter') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) return null;
  const version = await db.query<{ value: string }>(
    "SELECT value FROM ir_config_parameter WHERE key = 'database.seed_version'",
  );
  return version.rows[0]?.value ?? '1';
}
