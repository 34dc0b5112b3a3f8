// Contract: the shopper's language. Odoo takes the frontend_lang cookie when the website offers
// the language, else the website's default (nl_NL); translated fields read ir_translation and fall
// back to the English source; Odoo's own messages (coupon errors, the reward line) follow. The
// translated records are the demo data's (demo-data.ts); the texts expected are below.
import { beforeAll, describe, expect, it } from 'vitest';
import { missingRecord } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { CATEGORIES, COUPONS, SEARCH_TERMS, TRANSLATED_BRAND, TRAVEL_LAPTOP } from './demo-data';
import { templateWithFirstVariant } from './products';

const backend = contractBackend();
/** The travel laptop: its template and its first variant (silver, 16 GB). */
let laptop: { id: number; firstVariantId: number };

beforeAll(async () => {
  laptop = await templateWithFirstVariant(backend.client(), TRAVEL_LAPTOP.sku);
}, 120_000);

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

// The travel laptop of the demo data: Nordbyte Travel Laptop 15.6" NB-320, in silver and grey,
// 16 or 32 GB.
const CATALOGUE = `query catalogue($category: String, $product: Int) {
  category(slug: $category) { name childs { name } }
  product(id: $product) {
    name slug description brand { name }
    attributeValues { name attribute { name } }
  }
  products(filter: { categorySlug: $category }, pageSize: 1) {
    attributeValues { id name attribute { name } }
  }
}`;

async function catalogue(lang: string | null): Promise<Catalogue> {
  const response = await backend.client({ lang }).request<Catalogue>(CATALOGUE, {
    category: CATEGORIES.computers.slug,
    product: laptop.id,
  });
  expect(response.errors).toBeUndefined();
  return response.data!;
}

const names = (values: { name: string; attribute: { name: string } }[]) =>
  values.map((value) => `${value.attribute.name}: ${value.name}`);

describe('the request language', { timeout: 60_000 }, () => {
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
    expect(german.product.brand).toEqual({ name: TRAVEL_LAPTOP.brand });
    expect(german.product.slug).toBe(english.product.slug);
    expect(german.product.slug).toBe(`/product/${TRAVEL_LAPTOP.slugName}-${laptop.id}`);
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

describe('brands', { timeout: 60_000 }, () => {
  const brand = async (lang: string) => {
    const response = await backend.client({ lang }).request<{
      brand: { name: string; description: string };
    }>('query brand($slug: String) { brand(slug: $slug) { name description } }', {
      slug: TRANSLATED_BRAND.slug,
    });
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
      new Set([TRANSLATED_BRAND.name]),
    );
  });
});

describe('search', { timeout: 60_000 }, () => {
  const search = async (lang: string, term: string) => {
    const response = await backend.client({ lang }).request<{
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
    const dutch = await search('nl_NL', SEARCH_TERMS.dutchChair);
    expect(dutch.products.totalCount).toBeGreaterThan(0);
    for (const product of dutch.products.products) {
      expect(product.name.toLowerCase()).toContain(SEARCH_TERMS.dutchChair);
    }
    expect(dutch.quickSearch.products.length).toBeGreaterThan(0);

    const english = await search('nl_NL', SEARCH_TERMS.englishChair);
    expect(english.products.products.map((product) => product.id).sort()).toEqual(
      dutch.products.products.map((product) => product.id).sort(),
    );
    // The Dutch word means nothing in English.
    expect((await search('en_US', SEARCH_TERMS.dutchChair)).products.totalCount).toBe(0);
  });

  it('finds categories by their translated name', async () => {
    const officeFurniture = CATEGORIES.officeFurniture.de_DE;
    expect((await search('de_DE', officeFurniture)).quickSearch.categories).toEqual([
      { name: officeFurniture },
    ]);
  });
});

describe('cart texts', { timeout: 60_000 }, () => {
  /** The laptop's variant in stock (silver, 16 GB): the shop sells no more than it has. */
  let variantId: number;

  beforeAll(async () => {
    const response = await backend.client().request<{
      product: { productVariants: { id: number; sku: string }[] };
    }>('query variants($id: Int) { product(id: $id) { productVariants { id sku } } }', {
      id: laptop.id,
    });
    expect(response.errors).toBeUndefined();
    const variant = response.data!.product.productVariants.find(
      (candidate) => candidate.sku === TRAVEL_LAPTOP.inStockVariantSku,
    );
    if (!variant) throw new Error(`${TRAVEL_LAPTOP.inStockVariantSku} is missing`);
    variantId = variant.id;
  }, 120_000);

  /** The laptop's line as website_sale writes it: reference, name and values, description. */
  async function laptopLine(lang: string, nameAndValues: string): Promise<string> {
    const response = await backend
      .client({ lang })
      .request<{ product: { description: string } }>(
        'query description($id: Int) { product(id: $id) { description } }',
        { id: laptop.id },
      );
    expect(response.errors).toBeUndefined();
    return `[${TRAVEL_LAPTOP.inStockVariantSku}] ${nameAndValues}\n${response.data!.product.description}`;
  }

  /** sale_coupon writes the reward line in the customer's language: a visitor's is Dutch. */
  const REWARD_LINE = COUPONS.welcome.visitorLine;
  const ADD_ONE = `mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }`;
  const APPLY = 'mutation c($promo: String) { applyCoupon(promo: $promo) { error } }';

  async function cartIn(lang: string) {
    const client = backend.client({ lang });
    const bogus = await client.request<{ applyCoupon: { error: string | null } }>(
      `mutation { applyCoupon(promo: "BOGUS") { error } }`,
    );
    await client.request(ADD_ONE, { id: variantId });
    const applied = await client.request<{ applyCoupon: { error: string | null } }>(APPLY, {
      promo: COUPONS.welcome.code,
    });
    expect(applied.data!.applyCoupon.error).toBeNull();
    const again = await client.request<{ applyCoupon: { error: string | null } }>(APPLY, {
      promo: COUPONS.welcome.code,
    });
    const cart = await client.request<{
      cart: { order: { orderLines: { name: string }[] } };
      deliveryMethods: { name: string }[];
    }>(`{ cart { order { orderLines { name } } } deliveryMethods { name } }`);
    const unknown = await client.request(
      `mutation { cartUpdateItem(lineId: 999999, quantity: 1) { order { id } } }`,
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

  it('writes coupon errors, product lines, carriers and errors in the request language', async () => {
    expect(await cartIn('nl_NL')).toEqual({
      // Odoo's own Dutch (sale_coupon's and website_sale's translations).
      bogus: 'Deze coupon is ongeldig (BOGUS).',
      again: 'De kortingscode is al toegepast op dit order',
      lines: [
        await laptopLine('nl_NL', 'Nordbyte Reis-laptop 15,6" NB-320 (Zilver, 16 GB)'),
        REWARD_LINE,
      ],
      carriers: ['Standaardverzending', 'Expresverzending', 'Afhalen in de winkel'],
      error:
        'Het opgegeven product bestaat niet en kan zodoende niet aan het winkelmandje worden toegevoegd.',
      // Odoo's MissingError (the wishlist reads the product), which it does not translate.
      sentinel: missingRecord('product.product', 999999),
    });
    expect(await cartIn('de_DE')).toMatchObject({
      bogus: 'Dieser Kupon ist ungültig (BOGUS).',
      lines: [
        await laptopLine('de_DE', 'Nordbyte Reise-Laptop 15,6" NB-320 (Silber, 16 GB)'),
        REWARD_LINE,
      ],
      carriers: ['Standardversand', 'Expressversand', 'Abholung im Geschäft'],
      error:
        'Das angegebene Produkt existiert nicht, daher kann es nicht in den Warenkorb gelegt werden.',
    });
    expect(await cartIn('ru_RU')).toMatchObject({
      bogus: 'Этот купон недействителен (BOGUS).',
      lines: [
        await laptopLine('ru_RU', 'Nordbyte Дорожный ноутбук 15,6" NB-320 (Серебристый, 16 ГБ)'),
        REWARD_LINE,
      ],
      error: 'Этого товара не существует, поэтому его нельзя добавить в корзину.',
    });
    expect(await cartIn('en_US')).toMatchObject({
      bogus: 'This coupon is invalid (BOGUS).',
      again: 'The promo code is already applied on this order',
      lines: [
        await laptopLine('en_US', 'Nordbyte Travel Laptop 15.6" NB-320 (Silver, 16 GB)'),
        REWARD_LINE,
      ],
      error: 'The given product does not exist therefore it cannot be added to cart.',
    });
  });

  it('keeps a line in the language it was written in, until a change writes it again', async () => {
    const client = backend.client({ lang: 'de_DE' });
    await client.request(ADD_ONE, { id: variantId });
    await client.request(APPLY, { promo: COUPONS.welcome.code });
    const inDutch = async (query: string, variables?: Record<string, unknown>) => {
      const response = await backend.fetch('/graphql/vsf', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `session_id=${client.sessionId!}; frontend_lang=nl_NL`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data: Record<string, { order: { orderLines: { name: string }[] } }>;
      };
    };
    const CART = '{ cart { order { orderLines { name } } } }';
    const read = await inDutch(CART);
    expect(read.data.cart!.order.orderLines.map((line) => line.name)).toEqual([
      await laptopLine('de_DE', 'Nordbyte Reise-Laptop 15,6" NB-320 (Silber, 16 GB)'),
      REWARD_LINE,
    ]);
    // A change in Dutch writes the changed product line again, in Dutch.
    await inDutch(ADD_ONE, { id: variantId });
    const changed = await inDutch(CART);
    expect(changed.data.cart!.order.orderLines.map((line) => line.name)).toEqual([
      await laptopLine('nl_NL', 'Nordbyte Reis-laptop 15,6" NB-320 (Zilver, 16 GB)'),
      REWARD_LINE,
    ]);
  });
});
