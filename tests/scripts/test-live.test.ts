import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `npm run test:live` is for a real Odoo only: without ODOO_URL it must refuse before it runs or
// builds anything, instead of testing mock-odoo under a name that says "live".
describe('npm run test:live', () => {
  it('refuses to run without ODOO_URL and says what to set', () => {
    const result = spawnSync('bash', ['scripts/test-live.sh'], {
      env: { ...process.env, ODOO_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('set ODOO_URL');
    expect(result.stdout).toBe('');
  });

  it('the live end-to-end configuration refuses without ODOO_URL too', async () => {
    const previous = process.env.ODOO_URL;
    process.env.ODOO_URL = '';
    try {
      await expect(import('@/playwright.live.config')).rejects.toThrow(/needs ODOO_URL/);
    } finally {
      if (previous === undefined) delete process.env.ODOO_URL;
      else process.env.ODOO_URL = previous;
    }
  });
});
