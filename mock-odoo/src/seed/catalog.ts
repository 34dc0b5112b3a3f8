import type { Db } from '../db';
import type { NewRow } from '../tables';
import { idAt, idOf, insertLinks, insertRows } from './insert';
import { planProducts, type TemplatePlan } from './plan-products';
import { productCodes, UOMS, type UomKey } from './product-codes';
import type { Rng } from './random';
import {
  ATTRIBUTES,
  BRANDS,
  CATEGORY_TREE,
  FILTERS,
  type BrandKey,
  type CategorySeed,
  type FilterKey,
} from './taxonomy';

export interface SeededTemplate {
  id: number;
  plan: TemplatePlan;
  variantIds: number[];
}

export interface SeededVariant {
  id: number;
  template: SeededTemplate;
  defaultCode: string;
  /** Odoo's display name as used on order lines: `[code] Name (value, value)`. */
  displayName: string;
  /** List price plus the price extras of its values. */
  listPrice: number;
  active: boolean;
}

export interface CatalogIds {
  categories: Map<string, number>;
  brands: Map<BrandKey, number>;
  templates: SeededTemplate[];
  variants: SeededVariant[];
}

/** Variants that can be sold online: active, published, with a price. */
export function sellable(variant: SeededVariant): boolean {
  return variant.active && variant.template.plan.isPublished && variant.listPrice > 0;
}

export async function seedCatalog(db: Db, rng: Rng): Promise<CatalogIds> {
  const categories = await seedCategories(db);
  const attributeValueIds = await seedAttributes(db);
  const brands = new Map<BrandKey, number>();
  const brandIds = await insertRows(
    db,
    'product_brand',
    BRANDS.map((brand) => ({ name: brand.name, slug: brand.key, description: brand.description })),
  );
  BRANDS.forEach((brand, index) => brands.set(brand.key, idAt(brandIds, index)));
  const filterValueIds = await seedFilters(db);
  const uomIds = await seedUoms(db);

  const plans = planProducts(rng.fork('products'));
  const templateIds = await insertRows(
    db,
    'product_template',
    plans.map((plan) => templateRow(plan, brands, uomIds)),
  );
  const templates: SeededTemplate[] = plans.map((plan, index) => ({
    id: idAt(templateIds, index),
    plan,
    variantIds: [],
  }));

  await insertLinks(
    db,
    'product_template_public_category',
    templates.flatMap((template) =>
      template.plan.categories.map((key) => ({
        template_id: template.id,
        category_id: idOf(categories, key),
      })),
    ),
  );

  // product.template.attribute.value: one row per value a template offers.
  const ptavPlans = templates.flatMap((template) =>
    template.plan.attributes.flatMap((attribute) =>
      attribute.values.map((value) => ({ template, key: attribute.key, value })),
    ),
  );
  const ptavIds = await insertRows(
    db,
    'product_template_attribute_value',
    ptavPlans.map(({ template, key, value }) => ({
      template_id: template.id,
      attribute_value_id: idOf(attributeValueIds, `${key}:${value.name}`),
      price_extra: value.priceExtra,
    })),
  );
  const ptavId = new Map(
    ptavPlans.map((entry, index) => [
      `${entry.template.id}:${entry.key}:${entry.value.name}`,
      idAt(ptavIds, index),
    ]),
  );

  const variantPlans = templates.flatMap((template) =>
    template.plan.variants.map((variant) => {
      const ptavs = variant.values.map(({ key, value }) => {
        const id = ptavId.get(`${template.id}:${key}:${value.name}`);
        if (id === undefined) throw new Error(`ptav ${template.id} ${key} ${value.name}`);
        return id;
      });
      return { template, variant, ptavs };
    }),
  );
  const variantIds = await insertRows(
    db,
    'product_product',
    variantPlans.map(({ template, variant, ptavs }) => ({
      template_id: template.id,
      default_code: variant.defaultCode,
      barcode: variant.barcode,
      active: variant.active,
      qty_available: variant.qty,
      combination_indices: [...ptavs].sort((a, b) => a - b).join(','),
    })),
  );
  const variants: SeededVariant[] = variantPlans.map(({ template, variant }, index) => {
    const id = idAt(variantIds, index);
    template.variantIds.push(id);
    const valueNames = variant.values.map((entry) => entry.value.name);
    const extras = variant.values.reduce((sum, entry) => sum + entry.value.priceExtra, 0);
    return {
      id,
      template,
      defaultCode: variant.defaultCode,
      displayName: `[${variant.defaultCode}] ${template.plan.name}${valueNames.length ? ` (${valueNames.join(', ')})` : ''}`,
      listPrice:
        template.plan.listPrice > 0
          ? Math.round((template.plan.listPrice + extras) * 100) / 100
          : 0,
      active: variant.active,
    };
  });
  await insertLinks(
    db,
    'product_variant_combination',
    variantPlans.flatMap(({ ptavs }, index) =>
      ptavs.map((ptav) => ({ product_id: idAt(variantIds, index), ptav_id: ptav })),
    ),
  );

  const catalog = { categories, brands, templates, variants };
  await seedRelations(db, rng.fork('relations'), catalog);
  await seedFilterLinks(db, rng.fork('filters'), templates, filterValueIds);
  return catalog;
}

function templateRow(
  plan: TemplatePlan,
  brands: Map<BrandKey, number>,
  uomIds: Map<UomKey, number>,
): NewRow<'product_template'> {
  const [onlyVariant] = plan.variants;
  const codes = productCodes(plan.blueprint.category, plan.type.noun);
  return {
    name: plan.name,
    description_sale: plan.description,
    list_price: plan.listPrice,
    default_code: plan.defaultCode,
    // Odoo shows a template barcode only when there is exactly one variant to carry it.
    barcode: plan.variants.length === 1 && onlyVariant ? onlyVariant.barcode : null,
    brand_id: brands.get(plan.brand.key) ?? null,
    is_published: plan.isPublished,
    sale_ok: true,
    type: 'product',
    weight: plan.weight,
    uom_id: uomIds.get(codes.uom) ?? null,
    unspsc_code: codes.unspsc,
    image_hue: plan.imageHue,
    image_shape: plan.imageShape,
    website_meta_title: plan.meta?.title ?? null,
    website_meta_description: plan.meta?.description ?? null,
    website_meta_keywords: plan.meta?.keywords ?? null,
    create_date: plan.createDate,
  };
}

async function seedUoms(db: Db): Promise<Map<UomKey, number>> {
  const ids = await insertRows(
    db,
    'uom_uom',
    UOMS.map((uom) => ({ name: uom.name, unece_code: uom.uneceCode })),
  );
  return new Map(UOMS.map((uom, index) => [uom.key, idAt(ids, index)]));
}

/** Inserts the tree level by level, so every parent id is known before its children. */
async function seedCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let level: { seed: CategorySeed; parent: string | null; sequence: number }[] = CATEGORY_TREE.map(
    (seed, index) => ({ seed, parent: null, sequence: (index + 1) * 10 }),
  );
  while (level.length > 0) {
    const levelIds = await insertRows(
      db,
      'product_public_category',
      level.map(({ seed, parent, sequence }) => ({
        name: seed.name,
        slug: `/category/${seed.key}`,
        parent_id: parent === null ? null : (ids.get(parent) ?? null),
        sequence,
      })),
    );
    level.forEach(({ seed }, index) => ids.set(seed.key, idAt(levelIds, index)));
    level = level.flatMap(({ seed }) =>
      (seed.children ?? []).map((child, index) => ({
        seed: child,
        parent: seed.key,
        sequence: (index + 1) * 10,
      })),
    );
  }
  return ids;
}

/** Attribute value id by `<attribute key>:<value name>`. */
async function seedAttributes(db: Db): Promise<Map<string, number>> {
  const attributeIds = await insertRows(
    db,
    'product_attribute',
    ATTRIBUTES.map((attribute, index) => ({
      name: attribute.name,
      display_type: attribute.displayType,
      create_variant: 'always',
      visibility: 'visible',
      sequence: index + 1,
    })),
  );
  const values = ATTRIBUTES.flatMap((attribute, attributeIndex) =>
    attribute.values.map((value, index) => ({
      key: `${attribute.key}:${value.name}`,
      row: {
        attribute_id: idAt(attributeIds, attributeIndex),
        name: value.name,
        html_color: value.htmlColor,
        sequence: index + 1,
      },
    })),
  );
  const valueIds = await insertRows(
    db,
    'product_attribute_value',
    values.map((value) => value.row),
  );
  return new Map(values.map((value, index) => [value.key, idAt(valueIds, index)]));
}

/** Filter value id by `<filter key>:<value name>`. */
async function seedFilters(db: Db): Promise<Map<string, number>> {
  const filterIds = await insertRows(
    db,
    'product_filter',
    FILTERS.map((filter, index) => ({
      name: filter.name,
      display_type: filter.displayType,
      sequence: index + 1,
    })),
  );
  const values = FILTERS.flatMap((filter, filterIndex) =>
    filter.values.map((value, index) => ({
      key: `${filter.key}:${value.name}`,
      row: {
        filter_id: idAt(filterIds, filterIndex),
        name: value.name,
        html_color: value.htmlColor,
        sequence: index + 1,
      },
    })),
  );
  const valueIds = await insertRows(
    db,
    'product_filter_value',
    values.map((value) => value.row),
  );
  return new Map(values.map((value, index) => [value.key, idAt(valueIds, index)]));
}

const COMPUTER_CATEGORIES = ['laptops', 'desktops', 'monitors'];
const ACCESSORY_CATEGORIES = ['accessories', 'keyboards', 'mice'];

/** Alternatives (~3 per template, same category) and accessories (for computers). */
async function seedRelations(db: Db, rng: Rng, catalog: CatalogIds) {
  const byCategory = new Map<string, SeededTemplate[]>();
  for (const template of catalog.templates) {
    const key = template.plan.blueprint.category;
    byCategory.set(key, [...(byCategory.get(key) ?? []), template]);
  }
  const alternatives: NewRow<'product_alternative'>[] = [];
  for (const template of catalog.templates) {
    const peers = (byCategory.get(template.plan.blueprint.category) ?? []).filter(
      (peer) => peer.id !== template.id && peer.plan.isPublished,
    );
    for (const peer of rng.sample(peers, rng.int(2, 4))) {
      alternatives.push({ template_id: template.id, alternative_id: peer.id });
    }
  }
  await insertLinks(db, 'product_alternative', alternatives);

  const accessoryVariants = catalog.variants.filter(
    (variant) =>
      sellable(variant) && ACCESSORY_CATEGORIES.includes(variant.template.plan.blueprint.category),
  );
  const accessories: NewRow<'product_accessory'>[] = [];
  for (const template of catalog.templates) {
    if (!COMPUTER_CATEGORIES.includes(template.plan.blueprint.category)) continue;
    const picked = new Set<number>();
    while (picked.size < 2) picked.add(rng.pick(accessoryVariants).id);
    for (const productId of picked)
      accessories.push({ template_id: template.id, product_id: productId });
  }
  await insertLinks(db, 'product_accessory', accessories);
}

const ENERGY_LABELS = ['A', 'A', 'A', 'B', 'B', 'C'];

async function seedFilterLinks(
  db: Db,
  rng: Rng,
  templates: SeededTemplate[],
  valueIds: Map<string, number>,
) {
  const rows: NewRow<'product_template_filter_value'>[] = [];
  const link = (templateId: number, filter: FilterKey, value: string) => {
    const valueId = valueIds.get(`${filter}:${value}`);
    if (valueId === undefined) throw new Error(`filter value ${filter}:${value}`);
    rows.push({ template_id: templateId, value_id: valueId });
  };
  for (const template of templates) {
    const { blueprint, warrantyYears } = template.plan;
    if (warrantyYears)
      link(template.id, 'warranty', warrantyYears === 1 ? '1 year' : `${warrantyYears} years`);
    if (blueprint.materials) {
      for (const material of rng.sample(blueprint.materials, rng.int(1, 2))) {
        link(template.id, 'material', material);
      }
    }
    if (blueprint.energyLabel) link(template.id, 'energy', rng.pick(ENERGY_LABELS));
  }
  await insertLinks(db, 'product_template_filter_value', rows);
}
