import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo } from './harness';

// The request language: the frontend_lang cookie when the website offers it, else the website's
// default (nl_NL); translated fields read ir_translation and fall back to the English source.

let odoo: RunningMockOdoo;
beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);
afterAll(async () => {
  await odoo.stop();
});

interface Catalogue {
  category: { name: string; childs: { name: string }[] };
  product: {
    name: string;
    slug: string;
    description: string | null;
    brand: { name: string } | null;
    attributeValues: { name: string; attribute: { name: string } }[];
  };
  products: { attributeValues: { id: number; name: string; attribute: { name: string } }[] };
}

// Product 1 of the seed: Nordbyte Travel Laptop 15.6" NB-320, in silver and grey, 16 or 32 GB.
const CATALOGUE = `{
  category(slug: "/category/computers") { name childs { name } }
  product(id: 1) {
    name slug description brand { name }
    attributeValues { name attribute { name } }
  }
  products(filter: { categorySlug: "/category/computers" }, pageSize: 1) {
    attributeValues { id name attribute { name } }
  }
}`;

async function catalogue(lang: string | null): Promise<Catalogue> {
  const response = await odooClient(odoo.url, { lang }).request<Catalogue>(CATALOGUE);
  expect(response.errors).toBeUndefined();
  return response.data!;
}

const names = (values: { name: string; attribute: { name: string } }[]) =>
  values.map((value) => `${value.attribute.name}: ${value.name}`);

describe('the request language', () => {
  it('answers in German for frontend_lang=de_DE', async () => {
    const data = await catalogue('de_DE');
    expect(data.category.name).toBe('Computer');
    expect(data.category.childs.map((child) => child.name)).toEqual([
      'Laptops',
      'Desktop-PCs',
      'Monitore',
      'Zubehör',
    ]);
    expect(data.product.name).toBe('Nordbyte Reise-Laptop 15,6" NB-320');
    expect(data.product.description).toMatch(/^Nordbyte Reise-Laptop 15,6" startet in Sekunden/);
    expect(data.product.description).toContain('Inklusive 2 Jahre Bring-in-Garantie.');
    expect(names(data.product.attributeValues)).toContain('Farbe: Silber');
    expect(names(data.product.attributeValues)).toContain('Arbeitsspeicher: 16 GB');
    expect(names(data.products.attributeValues)).toContain('Farbe: Schwarz');
  });

  it('answers in Dutch for frontend_lang=nl_NL', async () => {
    const data = await catalogue('nl_NL');
    expect(data.category.childs.map((child) => child.name)).toContain('Monitoren');
    expect(data.product.name).toBe('Nordbyte Reis-laptop 15,6" NB-320');
    expect(data.product.description).toMatch(
      /^Nordbyte Reis-laptop 15,6" start in enkele seconden/,
    );
    expect(names(data.product.attributeValues)).toContain('Kleur: Zilver');
    expect(names(data.products.attributeValues)).toContain('Kleur: Zwart');
  });

  it('answers in Russian for frontend_lang=ru_RU', async () => {
    const data = await catalogue('ru_RU');
    expect(data.category.name).toBe('Компьютеры');
    expect(data.product.name).toBe('Nordbyte Дорожный ноутбук 15,6" NB-320');
    expect(data.product.description).toMatch(/^Nordbyte Дорожный ноутбук 15,6" загружается/);
    expect(names(data.product.attributeValues)).toContain('Цвет: Серебристый');
    expect(names(data.product.attributeValues)).toContain('Память: 16 ГБ');
    expect(names(data.products.attributeValues)).toContain('Цвет: Чёрный');
  });

  it('answers in English, the source language, for frontend_lang=en_US', async () => {
    const data = await catalogue('en_US');
    expect(data.category.name).toBe('Computers');
    expect(data.product.name).toBe('Nordbyte Travel Laptop 15.6" NB-320');
    expect(data.product.description).toMatch(/^The Nordbyte Travel Laptop 15.6" boots/);
    expect(names(data.products.attributeValues)).toContain('Color: Black');
  });

  it('uses the website default (nl_NL) without a cookie or for a language it does not offer', async () => {
    const dutch = await catalogue('nl_NL');
    expect(await catalogue(null)).toEqual(dutch);
    expect(await catalogue('fr_FR')).toEqual(dutch);
    expect(await catalogue('nl')).toEqual(dutch);
  });

  it('keeps untranslated names in English and slugs the same in every language', async () => {
    const [english, german] = [await catalogue('en_US'), await catalogue('de_DE')];
    // Brands are not translatable; a size has no translation: both read as the source.
    expect(german.product.brand).toEqual({ name: 'Nordbyte' });
    expect(german.product.slug).toBe(english.product.slug);
    expect(german.product.slug).toBe('/product/nordbyte-travel-laptop-15-6-nb-320-1');
    // Facet ids do not depend on the language, only their names do.
    expect(german.products.attributeValues.map((value) => value.id)).toEqual(
      english.products.attributeValues.map((value) => value.id),
    );
    const sizes = german.products.attributeValues.filter(
      (value) => value.attribute.name === 'Größe',
    );
    expect(sizes.map((value) => value.name)).toEqual(
      english.products.attributeValues
        .filter((value) => value.attribute.name === 'Size')
        .map((value) => value.name),
    );
  });
});

describe('brands', () => {
  const brand = async (lang: string) => {
    const response = await odooClient(odoo.url, { lang }).request<{
      brand: { name: string; description: string };
    }>('{ brand(slug: "kestrel") { name description } }');
    expect(response.errors).toBeUndefined();
    return response.data!.brand;
  };

  // OCA's product_brand translates the description (not the name): the brand page and its meta
  // description read in the shopper's language.
  it('describes a brand in the request language and keeps its name', async () => {
    const [english, dutch, german, russian] = await Promise.all([
      brand('en_US'),
      brand('nl_NL'),
      brand('de_DE'),
      brand('ru_RU'),
    ]);
    expect(english.description).toMatch(/^Business computers and displays/);
    expect(dutch.description).toMatch(/^Zakelijke computers en beeldschermen/);
    expect(german.description).toMatch(/^Business-Computer und Bildschirme/);
    expect(russian.description).toMatch(/^Компьютеры и мониторы для бизнеса/);
    expect(new Set([english, dutch, german, russian].map((b) => b.name))).toEqual(
      new Set(['Kestrel']),
    );
  });
});

describe('search', () => {
  const search = async (lang: string, term: string) => {
    const response = await odooClient(odoo.url, { lang }).request<{
      products: { totalCount: number; products: { id: number; name: string }[] };
      quickSearch: { products: { id: number }[]; categories: { name: string }[] };
    }>(
      `query($term: String!) {
        products(search: $term, pageSize: 100) { totalCount products { id name } }
        quickSearch(term: $term) { products { id } categories { name } }
      }`,
      { term },
    );
    expect(response.errors).toBeUndefined();
    return response.data!;
  };

  it('finds products by a Dutch word on the Dutch shop, and by the English one too', async () => {
    const dutch = await search('nl_NL', 'bureaustoel');
    expect(dutch.products.totalCount).toBeGreaterThan(0);
    for (const product of dutch.products.products) expect(product.name).toMatch(/bureaustoel/i);
    expect(dutch.quickSearch.products.length).toBeGreaterThan(0);

    const english = await search('nl_NL', 'Office Chair');
    expect(english.products.products.map((product) => product.id).sort()).toEqual(
      dutch.products.products.map((product) => product.id).sort(),
    );
    // The Dutch word means nothing in English.
    expect((await search('en_US', 'bureaustoel')).products.totalCount).toBe(0);
  });

  it('finds categories by their translated name', async () => {
    expect((await search('de_DE', 'Büromöbel')).quickSearch.categories).toEqual([
      { name: 'Büromöbel' },
    ]);
  });
});

describe('cart texts', () => {
  async function cartIn(lang: string) {
    const client = odooClient(odoo.url, { lang });
    const listing = await client.request<{
      products: { products: { firstVariant: { id: number } }[] };
    }>(
      `{ products(pageSize: 1, filter: { categorySlug: "/category/laptops" }) { products { firstVariant { id } } } }`,
    );
    const variantId = listing.data!.products.products[0]!.firstVariant.id;
    const bogus = await client.request<{ applyCoupon: { error: string | null } }>(
      `mutation { applyCoupon(promo: "BOGUS") { error } }`,
    );
    await client.request(
      `mutation($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }`,
      {
        id: variantId,
      },
    );
    const applied = await client.request<{ applyCoupon: { error: string | null } }>(
      `mutation { applyCoupon(promo: "WELCOME10") { error } }`,
    );
    expect(applied.data!.applyCoupon.error).toBeNull();
    const again = await client.request<{ applyCoupon: { error: string | null } }>(
      `mutation { applyCoupon(promo: "WELCOME10") { error } }`,
    );
    const cart = await client.request<{
      cart: { order: { orderLines: { name: string }[] } };
      deliveryMethods: { name: string }[];
    }>(`{ cart { order { orderLines { name } } } deliveryMethods { name } }`);
    const unknown = await client.request(
      `mutation { cartRemoveItem(lineId: 999999) { order { id } } }`,
    );
    const sentinel = await client.request(
      `mutation { wishlistAddItem(productId: 999999) { totalCount } }`,
    );
    return {
      bogus: bogus.data!.applyCoupon.error,
      again: again.data!.applyCoupon.error,
      lines: cart.data!.cart.order.orderLines.map((line) => line.name),
      carriers: cart.data!.deliveryMethods.map((carrier) => carrier.name),
      error: unknown.errors?.[0]?.message,
      sentinel: sentinel.errors?.[0]?.message,
    };
  }

  it('writes coupon errors, the reward line, carriers and errors in the request language', async () => {
    expect(await cartIn('nl_NL')).toEqual({
      bogus: 'Deze kortingscode is ongeldig (BOGUS).',
      again: 'Deze kortingscode is al toegepast.',
      lines: ['Nordbyte Reis-laptop 15,6" NB-320 (Zilver, 16 GB)', 'Korting: 10% welkomstkorting'],
      carriers: ['Standaardverzending', 'Expresverzending', 'Afhalen in de winkel'],
      error: 'Dit document bestaat niet.',
      // Read by the storefront as a signal, so it stays English as in a real Odoo.
      sentinel: 'Product does not exist',
    });
    expect(await cartIn('de_DE')).toMatchObject({
      bogus: 'Dieser Gutschein ist ungültig (BOGUS).',
      lines: [
        'Nordbyte Reise-Laptop 15,6" NB-320 (Silber, 16 GB)',
        'Rabatt: 10 % Willkommensrabatt',
      ],
      carriers: ['Standardversand', 'Expressversand', 'Abholung im Geschäft'],
      error: 'Dieses Dokument existiert nicht.',
    });
    expect(await cartIn('ru_RU')).toMatchObject({
      bogus: 'Этот купон недействителен (BOGUS).',
      lines: [
        'Nordbyte Дорожный ноутбук 15,6" NB-320 (Серебристый, 16 ГБ)',
        'Скидка: Приветственная скидка 10%',
      ],
      error: 'Этот документ не существует.',
    });
    expect(await cartIn('en_US')).toMatchObject({
      bogus: 'This coupon is invalid (BOGUS).',
      lines: [
        'Nordbyte Travel Laptop 15.6" NB-320 (Silver, 16 GB)',
        'Discount: 10% welcome discount',
      ],
      error: 'This document does not exist.',
    });
  });

  it('shows the same cart in the language of each request', async () => {
    const client = odooClient(odoo.url, { lang: 'de_DE' });
    await client.request(`mutation { cartAddItem(productId: 1, quantity: 1) { order { id } } }`);
    await client.request(`mutation { applyCoupon(promo: "WELCOME10") { error } }`);
    const sessionId = client.sessionId!;
    const response = await fetch(`${odoo.url}/graphql/vsf`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `session_id=${sessionId}; frontend_lang=nl_NL`,
      },
      body: JSON.stringify({ query: '{ cart { order { orderLines { name } } } }' }),
    });
    const body = (await response.json()) as {
      data: { cart: { order: { orderLines: { name: string }[] } } };
    };
    expect(body.data.cart.order.orderLines.map((line) => line.name)).toEqual([
      'Nordbyte Reis-laptop 15,6" NB-320 (Zilver, 16 GB)',
      'Korting: 10% welkomstkorting',
    ]);
  });
});
