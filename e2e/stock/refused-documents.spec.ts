import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { mockOdoo } from '../support';

// After every stock journey: a stock Odoo 15 refused none of the shop's GraphQL documents.
// (mock-odoo counts what its schema did not validate, as graphql_base would have refused it.)
test('the stock Odoo refused no document the shop sent during the run', async ({ request }) => {
  const refused = (await (await request.get(`${mockOdoo}/__mock/refused`)).json()) as {
    profile: string;
    count: number;
    latest: unknown[];
  };
  expect(refused.profile).toBe('stock');
  expect(refused, JSON.stringify(refused.latest, null, 2)).toMatchObject({ count: 0 });
});
