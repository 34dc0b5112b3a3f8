// Runs a command (next dev / next start) with the Odoo stand-in beside it when ODOO_URL is unset.
// With ODOO_URL set, the command runs alone against that Odoo.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { delimiter, resolve } from 'node:path';

// Project binaries (next, tsx) resolve even when this runs outside an npm script.
process.env.PATH = [resolve('node_modules/.bin'), process.env.PATH].join(delimiter);

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-mock-odoo.mjs <command> [args...]');
  process.exit(2);
}

const port = Number(process.env.MOCK_ODOO_PORT ?? 8069);
const mockUrl = `http://127.0.0.1:${port}`;
const children = [];

const profile = process.env.MOCK_ODOO_PROFILE || 'full';

/** The profile of the mock-odoo answering on the port, or null when none answers. */
async function runningProfile() {
  try {
    const response = await fetch(`${mockUrl}/__mock/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok ? ((await response.json()).profile ?? 'full') : null;
  } catch {
    return null;
  }
}

async function startMockOdoo() {
  const running = await runningProfile();
  if (running !== null) {
    if (running !== profile) {
      console.error(
        `A mock-odoo with the ${running} profile already runs on ${mockUrl}; stop it or set MOCK_ODOO_PORT for the ${profile} one.`,
      );
      stop(1);
    }
    console.log(`Using the mock-odoo already running on ${mockUrl}`);
    return;
  }
  const mock = spawn('tsx', ['mock-odoo/main.ts'], { stdio: 'inherit', env: process.env });
  children.push(mock);
  mock.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`mock-odoo exited with code ${code}`);
      stop(code);
    }
  });
  // The first start creates and seeds the database, which takes a few seconds.
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await runningProfile()) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error('mock-odoo did not become ready within 120 s');
  stop(1);
}

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!process.env.ODOO_URL) {
  await startMockOdoo();
  process.env.ODOO_URL = mockUrl;
  // The demo shop signs its cookies with a key of its own; a real deployment sets SHOP_SECRET
  // (next start refuses to sign without it).
  process.env.SHOP_SECRET ??= randomBytes(32).toString('base64url');
  // mock-odoo also plays Mollie's API (mock-odoo/src/payment/mollie-emulator.ts): the shop's
  // Mollie client talks to it with the emulator's key, unless Mollie is configured explicitly.
  if (!process.env.MOLLIE_API_KEY && !process.env.MOLLIE_API_URL) {
    process.env.MOLLIE_API_URL = `${mockUrl}/v2/`;
    process.env.MOLLIE_API_KEY =
      process.env.MOCK_MOLLIE_API_KEY || 'test_mockodoo00000000000000000000';
  }
}
const app = spawn(command, args, { stdio: 'inherit', env: process.env, shell: false });
children.push(app);
app.on('exit', (code) => stop(code ?? 0));
