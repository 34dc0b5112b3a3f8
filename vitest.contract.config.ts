import { defineConfig } from 'vitest/config';
import unit from './vitest.config';

// The contract suite alone (tests/contract/README.md): `npm run test:contract`. Without ODOO_URL
// each file starts a mock-odoo of its own, as in the unit run; with ODOO_URL the files share that
// one Odoo, so they run one after another, and there is no mock-odoo seed to prepare.
const againstOdoo = Boolean(process.env.ODOO_URL?.trim());

export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: ['tests/contract/**/*.test.ts'],
    // These files alone: the unit run's projects would each name their own.
    projects: undefined,
    fileParallelism: !againstOdoo,
    globalSetup: againstOdoo ? [] : unit.test?.globalSetup,
  },
});
