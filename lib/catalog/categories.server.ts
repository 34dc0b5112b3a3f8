import 'server-only';
import { getCategoriesDocument, getCategoryDocument } from '@/graphql/generated/operations';
import type { Locale } from '@/lib/i18n/locales';
import { compact } from '@/lib/odoo/map-values.server';
import { odooPublic } from '@/lib/odoo/odoo-public.server';
import { mapCategory, mapCategoryDetail } from './map-category.server';
import type { CategoryDetail, CategoryList } from './types';

export interface CategoriesQuery {
  search?: string;
  /** Only categories without a parent (the header menu). */
  topLevel?: boolean;
  ids?: number[];
  page?: number;
  pageSize?: number;
}

/** Public categories with three levels of children; pure inputs, so callers may 'use cache'. */
export async function getCategories(
  locale: Locale,
  query: CategoriesQuery = {},
): Promise<CategoryList> {
  const data = await odooPublic(locale).request(getCategoriesDocument, {
    search: query.search || undefined,
    filter: {
      ...(query.topLevel ? { parent: true } : {}),
      ...(query.ids?.length ? { id: query.ids } : {}),
    },
    currentPage: query.page,
    pageSize: query.pageSize,
  });
  return {
    categories: compact(data.categories?.categories).map(mapCategory),
    totalCount: data.categories?.totalCount ?? 0,
  };
}

/** A category by slug (category pages) or id; null when this website has no such category. */
export async function getCategory(
  locale: Locale,
  where: { slug: string } | { id: number },
): Promise<CategoryDetail | null> {
  const data = await odooPublic(locale).request(getCategoryDocument, where);
  return data.category ? mapCategoryDetail(data.category) : null;
}
