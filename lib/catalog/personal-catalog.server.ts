import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { getCatalogs } from './catalog-features.server';
import { DEFAULT_PAGE_SIZE } from './listing-query';
import { getProductTemplatesList } from './products.server';
import type { Catalog, Listing } from './types';

// A catalog-only customer's catalog, read with their own session: Odoo lists only their personal
// catalog and prices it with their pricelist. Never cached: it is one customer's.

export async function loadPersonalCatalogs(locale: Locale): Promise<Catalog[]> {
  const catalogs = await getCatalogs(locale, odooSession({ locale }));
  return catalogs.available ? catalogs.data.filter((catalog) => catalog.isPersonal) : [];
}

export function loadPersonalCatalogListing(
  locale: Locale,
  catalogSlug: string,
  page: number,
): Promise<Listing> {
  return getProductTemplatesList(
    locale,
    { catalogSlug, page, pageSize: DEFAULT_PAGE_SIZE, sort: { field: 'name', direction: 'ASC' } },
    odooSession({ locale }),
  );
}
