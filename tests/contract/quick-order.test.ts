// Contract: quick order (vsf_quick_order, docs/odoo-extensions.md): a quick order's internal
// references in one query, ignoring case and surrounding spaces, within what the customer may buy.
import { describe, expect, it } from 'vitest';
import { present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { signedIn } from './customers';
import { CATALOG_CUSTOMER } from './demo-data';
import { listedTemplates, sellableVariants } from './products';

const backend = contractBackend();

const LOOKUP = `query q($skus: [String!]!) { productVariantsBySku(skus: $skus) { id sku } }`;

describe('productVariantsBySku', { timeout: 60_000 }, () => {
  it('finds variants by exact internal reference, ignoring case', async () => {
    const [a, b] = (await sellableVariants(backend.client()))
      .flatMap(({ id, sku }) => (sku === null ? [] : [{ id, sku }]))
      .sort((left, right) => left.id - right.id);
    if (!a || !b) throw new Error('no variants');
    const answer = await backend.client().request<{
      productVariantsBySku: { id: number; sku: string }[];
    }>(LOOKUP, { skus: [a.sku.toLowerCase(), ` ${b.sku} `, a.sku.slice(0, -1), 'NOPE'] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.productVariantsBySku).toEqual([
      { id: a.id, sku: a.sku },
      { id: b.id, sku: b.sku },
    ]);
  });

  it("takes a product's own reference (one with variants) as its default variant", async () => {
    // A product with several variants whose own reference is none of theirs.
    const template = present(
      (await listedTemplates(backend.client())).find(
        (candidate) =>
          (candidate.productVariants?.length ?? 0) > 1 &&
          candidate.sku !== null &&
          candidate.sku !== '' &&
          candidate.productVariants?.[0]?.sku !== candidate.sku,
      ),
      'a product with variants and a reference of its own',
    );
    const code = present(template.sku, 'its reference');
    const first = present(template.productVariants?.[0], 'its default variant');
    const answer = await backend.client().request<{
      productVariantsBySku: { id: number; sku: string; productTemplate: { sku: string } }[];
    }>(`query q($skus: [String!]!) { productVariantsBySku(skus: $skus) { id sku productTemplate { sku } } }`, { skus: [code.toLowerCase()] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.productVariantsBySku).toEqual([
      { id: first.id, sku: first.sku, productTemplate: { sku: code } },
    ]);
  });

  it('refuses more than 200 codes at once', async () => {
    const skus = Array.from({ length: 201 }, (_, index) => `X-${index}`);
    const answer = await backend.client().request(LOOKUP, { skus });
    expect(answer.errors?.[0]?.message).toBe('At most 200 internal references at once.');
  });

  it('shows a catalog-only customer only their catalog', async () => {
    const customer = await signedIn(backend, CATALOG_CUSTOMER);
    // What the customer's listing shows is their catalog; the public listing shows the rest.
    const skusOf = (variants: { sku: string | null }[]) =>
      variants.flatMap(({ sku }) => (sku === null ? [] : [sku]));
    const own = new Set(skusOf(await sellableVariants(customer)));
    const everything = skusOf(await sellableVariants(backend.client()));
    const inside = everything.find((sku) => own.has(sku));
    const outside = everything.find((sku) => !own.has(sku));
    if (!inside || !outside) throw new Error('the demo data lacks a catalog split');
    const answer = await customer.request<{ productVariantsBySku: { sku: string }[] }>(LOOKUP, {
      skus: [inside, outside],
    });
    expect(answer.data?.productVariantsBySku.map((variant) => variant.sku)).toEqual([inside]);
  });
});
