import type { Context } from '../context';
import { many } from '../db';
import type { Resolvers } from '../executable-schema';
import { templateRef } from '../model/product';
import { buildProductSearch, searchTemplateIds } from '../model/product-search';
import { translated } from '../translate';

// vsf_product_compare: products side by side, attribute by attribute, in one query.

async function compareProducts(_: unknown, args: { productIds: number[] }, context: Context) {
  const ids = [...new Set(args.productIds)].slice(0, 12);
  const { full } = await buildProductSearch(context, { ids }, null);
  const visible = new Set(await searchTemplateIds(context, full, 't.id', 100, 0));
  const kept = ids.filter((id) => visible.has(id));
  const rows = await many<{
    template_id: number;
    group_id: number;
    group_name: string;
    value: string;
    kind: string;
  }>(
    context.db,
    `SELECT ptav.template_id, a.id AS group_id, ${translated('product.attribute,name', 'a')} AS group_name,
            ${translated('product.attribute.value,name', 'pav')} AS value, 'attribute' AS kind,
            a.sequence AS s1, pav.sequence AS s2
       FROM product_template_attribute_value ptav
       JOIN product_attribute_value pav ON pav.id = ptav.attribute_value_id
       JOIN product_attribute a ON a.id = pav.attribute_id
      WHERE ptav.template_id = ANY($1::int[])
     UNION ALL
     SELECT tf.template_id, f.id, ${translated('product.filter,name', 'f')},
            ${translated('product.filter.value,name', 'fv')}, 'filter', 1000 + f.sequence, fv.sequence
       FROM product_template_filter_value tf
       JOIN product_filter_value fv ON fv.id = tf.value_id
       JOIN product_filter f ON f.id = fv.filter_id
      WHERE tf.template_id = ANY($1::int[])
      ORDER BY s1, group_id, s2`,
    [kept],
  );
  // Attributes keep their id; filters are numbered after them so the two never collide.
  const groups = new Map<string, { id: number; name: string; values: Map<number, string[]> }>();
  for (const row of rows) {
    const key = `${row.kind}:${row.group_id}`;
    const group = groups.get(key) ?? {
      id: row.kind === 'filter' ? 100_000 + row.group_id : row.group_id,
      name: row.group_name,
      values: new Map(),
    };
    group.values.set(row.template_id, [...(group.values.get(row.template_id) ?? []), row.value]);
    groups.set(key, group);
  }
  return {
    products: kept.map(templateRef),
    attributes: [...groups.values()].map((group) => ({
      id: group.id,
      name: group.name,
      values: kept.map((id) => (group.values.get(id) ?? []).join(', ')),
    })),
  };
}

export const productCompareResolvers: Resolvers = {
  Query: { compareProducts },
};
