/**
 * Which Odoo mock-odoo plays. `full`: Odoo 15 with graphql_vuestorefront and our modules (every
 * extension of docs/odoo-extensions.md). `stock`: a stock Odoo 15 with graphql_vuestorefront 15.0
 * alone: its schema exactly (graphql/schema/odoo-15.graphql), none of our extension routes, Odoo's
 * own routes (payments, images, reports) as in `full`.
 */
export type Profile = 'full' | 'stock';

export function profileFromEnv(env: Record<string, string | undefined>): Profile {
  const value = env.MOCK_ODOO_PROFILE ?? 'full';
  if (value !== 'full' && value !== 'stock') {
    throw new Error(`MOCK_ODOO_PROFILE must be full or stock, not ${value}`);
  }
  return value;
}
