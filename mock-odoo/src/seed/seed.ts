import type { Db } from '../db';
import { seedBase } from './base';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedContractPrices } from './contract-prices';
import { seedCustomers } from './customers';
import { nameQuotedProduct } from './quoted-name-product';
import { seedOrders } from './orders';
import { createRng, SEED } from './random';
import { seedTranslations } from './translations';

/**
 * Version of the tables and seed. A database seeded by another version is dropped and seeded
 * again on start, so a change to either reaches existing dev databases (.data/mock-odoo).
 * 2: languages (res_lang, website_lang) and translations (ir_translation).
 * 3: currency rates (res_currency_rate) and the website's USD pricelist (website_pricelist).
 * 5: deliveries of confirmed orders (stock_picking, stock_move_line) with Track & Trace and serials.
 * 6: the Mollie API emulator's payments (mollie_payment).
 * 9: punch-out (punchout_session, buyer configuration, the Ariba buyer), units of measure and
 *    UNSPSC codes.
 * 10: the "Vault" drawer unit (a name with & and ", and a price).
 * 11: pricelist items (product_pricelist_item): a business contract price for one variant.
 * 13: followers of orders and invoices (mail_followers), the credit note of a reversed invoice,
 *    invoices to the order's invoice address.
 * 14: a partner's language (res_partner.lang), a cart line's stock warning (warning_stock).
 */
export const SEED_VERSION = '15';

/**
 * Fills a fresh database with a shop that looks and behaves like a real one: ~330 products with
 * variants, stock and prices, demo customers with order and invoice history, content pages.
 *
 * Deterministic: the same SEED gives the same data, so tests and screenshots can rely on names,
 * prices and ids. The one exception is the validity date of open and expired quotations, which is
 * relative to the day the seed runs (see clock.ts). Runs inside the caller's transaction and issues
 * a few dozen multi-row statements, so it takes well under a few seconds on PGlite.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const rng = createRng(SEED);
  const base = await seedBase(db);
  const catalog = await seedCatalog(db, rng.fork('catalog'));
  const customers = await seedCustomers(db, base);
  await seedContent(db, rng.fork('content'), catalog, customers);
  await seedOrders(db, rng.fork('orders'), base, catalog, customers);
  await seedTranslations(db, catalog);
  await nameQuotedProduct(db);
  await seedContractPrices(db, base);
}
