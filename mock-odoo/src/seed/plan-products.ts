import { BLUEPRINTS, type Blueprint, type ProductType } from './blueprints';
import { daysBeforeBase } from './clock';
import {
  chooseDescription,
  englishWords,
  renderDescription,
  type DescriptionChoice,
  type DescriptionInput,
  type DescriptionKind,
  type DescriptionWords,
} from './descriptions';
import type { Rng } from './random';
import {
  ATTRIBUTES,
  BRANDS,
  type AttributeKey,
  type AttributeValueSeed,
  type BrandSeed,
} from './taxonomy';

/** A product template before it has an id. */
export interface TemplatePlan {
  index: number;
  blueprint: Blueprint;
  type: ProductType;
  brand: BrandSeed;
  name: string;
  adjective: string;
  noun: string;
  /** Model number, e.g. NB-540. */
  model: string;
  defaultCode: string;
  description: string | null;
  /** What the description is made of, to render it in every language. */
  descriptionChoice: DescriptionChoice | null;
  /** The description drawn first, which the meta description quotes (special cases change the other). */
  metaChoice: DescriptionChoice | null;
  listPrice: number;
  weight: number;
  imageHue: number;
  imageShape: number;
  isPublished: boolean;
  /** Leaf category first, then an optional second one. */
  categories: string[];
  /** Offered values per attribute, in attribute order. */
  attributes: { key: AttributeKey; values: AttributeValueSeed[] }[];
  variants: VariantPlan[];
  meta: { title: string; description: string; keywords: string } | null;
  createDate: string;
  warrantyYears: number | null;
  quotationOnly: boolean;
}

export interface VariantPlan {
  /** One value per attribute of the template, in attribute order. */
  values: { key: AttributeKey; value: AttributeValueSeed }[];
  defaultCode: string;
  barcode: string;
  qty: number;
  active: boolean;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** EAN-13 check digit over the first 12 digits. */
export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A shop price in the range: mostly ending in .95 or .99, some whole euros (e.g. 1299.00). */
export function shopPrice(rng: Rng, min: number, max: number): number {
  const raw = Math.exp(rng.float(Math.log(min), Math.log(max)));
  let price: number;
  if (rng.chance(0.82)) {
    const whole = raw < 100 ? Math.floor(raw) : Math.floor(raw / 10) * 10 + 9;
    price = whole + (rng.chance(0.6) ? 0.95 : 0.99);
  } else {
    price = raw < 20 ? Math.floor(raw) : Math.round(raw / 10) * 10 - 1;
  }
  return Math.min(2499, Math.max(4.95, Math.round(price * 100) / 100));
}

function attributeValues(key: AttributeKey, names: readonly string[]): AttributeValueSeed[] {
  const attribute = ATTRIBUTES.find((candidate) => candidate.key === key);
  if (!attribute) throw new Error(`attribute ${key}`);
  // Keep the attribute's own value order whatever order the names come in.
  return attribute.values.filter((value) => names.includes(value.name));
}

/** A run of `length` neighbouring values (sizes, widths), as shops offer them. */
function run(rng: Rng, names: readonly string[], min: number, max: number): string[] {
  const length = rng.int(min, Math.min(max, names.length));
  const start = rng.int(0, names.length - length);
  return names.slice(start, start + length);
}

function planAttributes(
  rng: Rng,
  blueprint: Blueprint,
  type: ProductType,
): TemplatePlan['attributes'] {
  const out: TemplatePlan['attributes'] = [];
  const colors = type.colors === false ? [] : (type.colors ?? blueprint.colors);
  const colorChance = type.colorChance ?? blueprint.colorChance;
  if (colors.length >= 2 && rng.chance(colorChance)) {
    const count = rng.int(2, Math.min(4, colors.length));
    out.push({ key: 'color', values: attributeValues('color', rng.sample(colors, count)) });
  }
  if (type.sizeChance && rng.chance(type.sizeChance)) {
    out.push({
      key: 'size',
      values: attributeValues('size', run(rng, ['S', 'M', 'L', 'XL'], 3, 4)),
    });
  }
  if (blueprint.widthChance && rng.chance(blueprint.widthChance)) {
    const widths = run(rng, ['120 cm', '140 cm', '160 cm', '180 cm'], 2, 4);
    out.push({ key: 'width', values: attributeValues('width', widths) });
  }
  if (blueprint.memoryChance && rng.chance(blueprint.memoryChance)) {
    const memory = rng.pick([
      ['8 GB', '16 GB'],
      ['16 GB', '32 GB'],
      ['8 GB', '16 GB', '32 GB'],
    ]);
    out.push({ key: 'memory', values: attributeValues('memory', memory) });
  }
  return out;
}

function cartesian(attributes: TemplatePlan['attributes']): VariantPlan['values'][] {
  let combos: VariantPlan['values'][] = [[]];
  for (const attribute of attributes) {
    combos = combos.flatMap((combo) =>
      attribute.values.map((value) => [...combo, { key: attribute.key, value }]),
    );
  }
  return combos;
}

/** Stock per variant: about 15% sold out, 20% nearly sold out (1-4), the rest 5-250. */
function stock(rng: Rng): number {
  const draw = rng.next();
  if (draw < 0.15) return 0;
  if (draw < 0.35) return rng.int(1, 4);
  return rng.int(5, 250);
}

function descriptionKind(rng: Rng): DescriptionKind {
  const draw = rng.next();
  if (draw < 0.03) return 'none';
  if (draw < 0.2) return 'html';
  return 'plain';
}

/** Every template and variant of the shop, in memory. Special cases are marked afterwards. */
export function planProducts(rng: Rng): TemplatePlan[] {
  const plans: TemplatePlan[] = [];
  const names = new Set<string>();
  let variantSerial = 0;
  for (const blueprint of BLUEPRINTS) {
    // Cycle through the product types so each category shows its whole range.
    const types = rng.shuffle(blueprint.types);
    for (let i = 0; i < blueprint.count; i += 1) {
      const type = types[i % types.length] as ProductType;
      const brandKey = rng.pick(blueprint.brands);
      const brand = BRANDS.find((candidate) => candidate.key === brandKey);
      if (!brand) throw new Error(`brand ${brandKey}`);
      const adjective = rng.pick(type.adjectives ?? blueprint.adjectives);
      let model = '';
      let name = '';
      do {
        model = `${brand.prefix}-${rng.int(10, 99) * 10}`;
        name = `${brand.name} ${adjective} ${type.noun} ${model}`;
      } while (names.has(name));
      names.add(name);

      const index = plans.length;
      const defaultCode = `SKU-${pad(index + 1, 5)}`;
      const warrantyYears = blueprint.warranty ? rng.pick(blueprint.warranty) : null;
      const descriptionInput = {
        blueprint,
        brand,
        adjective,
        noun: type.noun,
        model,
        warrantyYears,
      };
      const descriptionChoice = chooseDescription(rng, descriptionInput, descriptionKind(rng));
      const description = renderDescription(
        descriptionChoice,
        descriptionInput,
        englishWords(descriptionInput),
      );
      const attributes = planAttributes(rng, blueprint, type);
      const variants = cartesian(attributes).map((values) => {
        variantSerial += 1;
        return {
          values,
          defaultCode: [defaultCode, ...values.map((entry) => entry.value.code)].join('-'),
          // GS1 Netherlands prefix 87 + a company prefix + the variant serial.
          barcode: ean13(`8719327${pad(variantSerial, 5)}`),
          qty: stock(rng),
          active: true,
        };
      });
      const categories = [blueprint.category];
      if (type.also && rng.chance(type.also[1])) categories.push(type.also[0]);
      const metaLead = metaDescription(description);
      plans.push({
        index,
        blueprint,
        type,
        brand,
        name,
        adjective,
        noun: type.noun,
        model,
        defaultCode,
        description,
        descriptionChoice,
        metaChoice: descriptionChoice,
        listPrice: shopPrice(rng, type.price[0], type.price[1]),
        weight: Math.round(rng.float(type.weight[0], type.weight[1]) * 100) / 100,
        imageHue: rng.int(0, 359),
        imageShape: rng.int(0, 5),
        isPublished: true,
        categories,
        attributes,
        variants,
        meta: rng.chance(0.25)
          ? {
              title: `${name} | Odoo Shop`,
              description: metaLead,
              keywords: [type.noun, brand.name, blueprint.category].join(', ').toLowerCase(),
            }
          : null,
        createDate: daysBeforeBase(rng.int(1, 540) + rng.int(0, 1439) / 1440),
        warrantyYears,
        quotationOnly: false,
      });
    }
  }
  markSpecialCases(rng, plans);
  return plans;
}

/** The meta description Odoo's SEO form would hold: the description's text, cut at 155. */
export function metaDescription(description: string | null): string {
  return (
    description
      ?.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? ''
  ).slice(0, 155);
}

export function descriptionInput(plan: TemplatePlan): DescriptionInput {
  return {
    blueprint: plan.blueprint,
    brand: plan.brand,
    adjective: plan.adjective,
    noun: plan.noun,
    model: plan.model,
    warrantyYears: plan.warrantyYears,
  };
}

/** The sales description in one language, the quotation note included for quotation-only products. */
export function composeDescription(
  plan: TemplatePlan,
  choice: DescriptionChoice | null,
  words: DescriptionWords,
  quotationNote: string,
): string | null {
  const description = renderDescription(choice, descriptionInput(plan), words);
  if (!plan.quotationOnly) return description;
  if (description?.startsWith('<')) return `${description}<p>${quotationNote}</p>`;
  return description ? `${description} ${quotationNote}` : quotationNote;
}

const QUOTATION_CATEGORIES = ['networking', 'desktops', 'desks', 'storage', 'monitors'];
export const QUOTATION_NOTE =
  'Configured to your requirements: request a quotation and we will reply within one working day.';

/**
 * Quotation-only products (price 0), unsafe descriptions, unpublished templates and archived
 * variants: the edge cases the storefront must handle, each on distinct templates.
 */
function markSpecialCases(rng: Rng, plans: TemplatePlan[]) {
  const taken = new Set<number>();
  const take = (candidates: TemplatePlan[], count: number) => {
    const picked = rng.sample(
      candidates.filter((plan) => !taken.has(plan.index)),
      count,
    );
    for (const plan of picked) taken.add(plan.index);
    return picked;
  };

  // Without attributes, so no variant gets a positive price through a price_extra.
  const quotable = plans.filter(
    (plan) =>
      QUOTATION_CATEGORIES.includes(plan.blueprint.category) && plan.attributes.length === 0,
  );
  for (const plan of take(quotable, 8)) {
    plan.listPrice = 0;
    plan.quotationOnly = true;
    plan.description = composeDescription(
      plan,
      plan.descriptionChoice,
      englishWords(descriptionInput(plan)),
      QUOTATION_NOTE,
    );
  }

  const [scriptPlan, onerrorPlan] = take(
    plans.filter((plan) => plan.listPrice > 0),
    2,
  );
  for (const [plan, kind] of [
    [scriptPlan, 'script'],
    [onerrorPlan, 'onerror'],
  ] as const) {
    if (!plan) continue;
    const input = descriptionInput(plan);
    plan.descriptionChoice = chooseDescription(rng, input, kind);
    plan.description = renderDescription(plan.descriptionChoice, input, englishWords(input));
  }

  for (const plan of take(plans, 6)) plan.isPublished = false;

  const multi = plans.filter((plan) => plan.variants.length >= 3);
  for (const plan of take(multi, 9)) {
    const variant = plan.variants[rng.int(1, plan.variants.length - 1)];
    if (variant) variant.active = false;
  }
}
