import { faultsFromEnv } from './src/faults';
import { profileFromEnv } from './src/profile';
import { startMockOdoo } from './src/start';

// `npm run mock-odoo`: the Odoo stand-in on 127.0.0.1:8069 with its data in .data/mock-odoo.
const database = process.env.MOCK_ODOO_DB ?? '.data/mock-odoo';
const port = Number(process.env.MOCK_ODOO_PORT ?? 8069);

const profile = profileFromEnv(process.env);

const running = await startMockOdoo({
  database,
  port,
  faults: faultsFromEnv(process.env),
  profile,
});
console.log(`mock-odoo (${profile} profile) listening on ${running.url} (database: ${database})`);

const stop = () => {
  running.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
