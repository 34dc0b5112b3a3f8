import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCategories } from '@/lib/catalog/categories.server';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

setupOdooTest();

describe('getCategories', () => {
  it('asks for top-level categories and maps the tree', async () => {
    mswServer.use(
      graphql.query('getCategories', ({ variables }) => {
        expect(variables).toEqual({ filter: { parent: true } });
        return HttpResponse.json({
          data: {
            categories: {
              totalCount: 1,
              categories: [
                {
                  id: 1,
                  name: 'Furniture',
                  slug: '/category/furniture',
                  childs: [{ id: 2, name: 'Chairs', slug: '/category/chairs', childs: [] }],
                  parent: null,
                },
              ],
            },
          },
        });
      }),
    );
    await expect(getCategories('en', { topLevel: true })).resolves.toEqual({
      totalCount: 1,
      categories: [
        {
          id: 1,
          name: 'Furniture',
          slug: '/category/furniture',
          parent: null,
          children: [
            { id: 2, name: 'Chairs', slug: '/category/chairs', parent: null, children: [] },
          ],
        },
      ],
    });
  });
});
