import { graphql as execute } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { buildShopSchema, buildStockSchema } from '@/graphql/schema/load-schema';

const schemas = {
  core: buildStockSchema(),
  extended: buildShopSchema(),
};

/**
 * Answers the capability introspection from the real schema files: `core` is a plain Odoo 15
 * (graphql_vuestorefront 15.0 exactly as printed),
 * `extended` has all our extensions. Counts the introspections it served.
 */
export function capabilitiesHandler(kind: keyof typeof schemas, counter = { calls: 0 }) {
  return graphql.query('odooCapabilities', async ({ query }) => {
    counter.calls += 1;
    const result = await execute({ schema: schemas[kind], source: query });
    return HttpResponse.json(JSON.parse(JSON.stringify(result)));
  });
}
