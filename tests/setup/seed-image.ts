import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpSeedImage } from '@/mock-odoo/src/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly seeded mock-odoo database; each file's mock-odoo starts from it. */
    mockOdooSeedImage: string;
  }
}

// Seeding takes seconds and some forty files start a mock-odoo of their own: seed once per run.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-odoo-seed-'));
  const file = join(dir, 'seed.tar');
  await dumpSeedImage(file);
  project.provide('mockOdooSeedImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
