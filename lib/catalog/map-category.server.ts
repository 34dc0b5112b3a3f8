import 'server-only';
import type { CategoryLinkFragment } from '@/graphql/generated/operations';
import { compact, jsonText, text } from '@/lib/odoo/map-values.server';
import type { Category, CategoryDetail, CategoryLink } from './types';

/** Any level of Odoo's category tree selection: a link plus optional children and parent. */
interface CategoryNode extends CategoryLinkFragment {
  childs?: readonly (CategoryNode | null)[] | null;
  parent?: CategoryNode | null;
}

export function mapCategoryLink(node: CategoryLinkFragment): CategoryLink {
  return { id: node.id, name: text(node.name), slug: text(node.slug) };
}

export function mapCategory(node: CategoryNode): Category {
  return {
    ...mapCategoryLink(node),
    children: compact(node.childs).map(mapCategory),
    parent: node.parent ? mapCategory(node.parent) : null,
  };
}

export function mapCategoryDetail(node: CategoryNode & { jsonLd: unknown }): CategoryDetail {
  return { ...mapCategory(node), jsonLd: jsonText(node.jsonLd) };
}

/** Root first: the chain of parents above a category, then the category itself. */
export function categoryPath(node: CategoryNode): CategoryLink[] {
  const path: CategoryLink[] = [];
  for (let current: CategoryNode | null | undefined = node; current; current = current.parent) {
    path.unshift(mapCategoryLink(current));
  }
  return path;
}
