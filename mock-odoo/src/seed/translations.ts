import type { Db } from '../db';
import { many } from '../db';
import type { CatalogIds, SeededTemplate } from './catalog';
import { CODE_TERMS } from './code-terms';
import { BLUEPRINT_TEXTS, DESCRIPTION_PHRASES } from './description-translations';
import type { DescriptionWords } from './descriptions';
import type { NewRow } from '../tables';
import { insertRows } from './insert';
import { TRANSLATED_LANGS, type TranslatedLang, type Translations } from './languages';
import { composeDescription, metaDescription } from './plan-products';
import { productName, productPhrase } from './product-names';
import {
  ACQUIRER_LABELS,
  BRAND_DESCRIPTIONS,
  ATTRIBUTE_NAMES,
  ATTRIBUTE_VALUE_NAMES,
  CARRIER_NAMES,
  CATALOG_TEXTS,
  CATEGORY_NAMES,
  COUPON_PROGRAM_NAMES,
  FILTER_NAMES,
  FILTER_VALUE_NAMES,
  PENDING_MESSAGES,
  PERSONAL_CATALOG_PREFIX,
} from './taxonomy-translations';

const PERSONAL_CATALOG = 'Personal catalog: ';

/**
 * Fills ir_translation: the catalogue's names and descriptions in Dutch, German and Russian, and
 * the server's own texts. Derived from the English seed, so it is as deterministic as the rest.
 */
export async function seedTranslations(db: Db, catalog: CatalogIds): Promise<void> {
  const rows: NewRow<'ir_translation'>[] = [];
  const model = (
    field: string,
    resId: number,
    lang: TranslatedLang,
    source: string | null,
    value: string | null,
  ) => {
    // Odoo keeps no translation that equals the source; reading one falls back to the source.
    if (value === null || value === source) return;
    rows.push({ name: field, res_id: resId, lang, type: 'model', src: source, value });
  };
  const byName = async (
    table: string,
    field: string,
    column: string,
    dictionary: Readonly<Record<string, Translations>>,
  ) => {
    const records = await many<{ id: number; text: string | null }>(
      db,
      `SELECT id, ${column} AS text FROM ${table} ORDER BY id`,
    );
    for (const record of records) {
      const entry = record.text === null ? undefined : dictionary[record.text];
      if (!entry) continue;
      for (const lang of TRANSLATED_LANGS) model(field, record.id, lang, record.text, entry[lang]);
    }
  };

  await byName('product_public_category', 'product.public.category,name', 'name', CATEGORY_NAMES);
  await byName('product_attribute', 'product.attribute,name', 'name', ATTRIBUTE_NAMES);
  await byName(
    'product_attribute_value',
    'product.attribute.value,name',
    'name',
    ATTRIBUTE_VALUE_NAMES,
  );
  await byName('product_filter', 'product.filter,name', 'name', FILTER_NAMES);
  await byName('product_filter_value', 'product.filter.value,name', 'name', FILTER_VALUE_NAMES);
  await byName('delivery_carrier', 'delivery.carrier,name', 'name', CARRIER_NAMES);
  await byName('coupon_program', 'coupon.program,name', 'name', COUPON_PROGRAM_NAMES);
  await byName('payment_acquirer', 'payment.acquirer,display_as', 'display_as', ACQUIRER_LABELS);
  await byName('payment_acquirer', 'payment.acquirer,pending_msg', 'pending_msg', PENDING_MESSAGES);
  await byName('product_brand', 'product.brand,description', 'description', BRAND_DESCRIPTIONS);
  await byName('website_catalog', 'website.catalog,name', 'name', CATALOG_TEXTS);
  await byName('website_catalog', 'website.catalog,description', 'description', CATALOG_TEXTS);
  const personal = await many<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM website_catalog WHERE starts_with(name, $1) ORDER BY id',
    [PERSONAL_CATALOG],
  );
  for (const { id, name } of personal) {
    for (const lang of TRANSLATED_LANGS) {
      model(
        'website.catalog,name',
        id,
        lang,
        name,
        PERSONAL_CATALOG_PREFIX[lang] + name.slice(PERSONAL_CATALOG.length),
      );
    }
  }

  for (const template of catalog.templates) {
    for (const lang of TRANSLATED_LANGS) templateTranslations(template, lang, model);
  }

  for (const [source, entry] of Object.entries(CODE_TERMS)) {
    for (const lang of TRANSLATED_LANGS) {
      rows.push({
        name: 'code',
        res_id: null,
        lang,
        type: 'code',
        src: source,
        value: entry[lang],
      });
    }
  }
  await insertRows(db, 'ir_translation', rows);
}

type AddModel = (
  field: string,
  resId: number,
  lang: TranslatedLang,
  source: string | null,
  value: string | null,
) => void;

function templateTranslations(template: SeededTemplate, lang: TranslatedLang, model: AddModel) {
  const { plan } = template;
  const texts = BLUEPRINT_TEXTS[plan.blueprint.category]?.[lang];
  // Sentences are picked by position: a list shorter than the English one would drop text.
  if (
    !texts ||
    texts.sentences.length !== plan.blueprint.sentences.length ||
    texts.features.length !== plan.blueprint.features.length
  ) {
    throw new Error(`${lang} texts of ${plan.blueprint.category} do not match the English ones`);
  }
  const phrases = DESCRIPTION_PHRASES[lang];
  const product = `${plan.brand.name} ${productPhrase(plan.adjective, plan.noun, lang)}`;
  const words: DescriptionWords = {
    sentences: texts.sentences,
    features: texts.features,
    fill: (sentence) =>
      sentence.replaceAll('{product}', product).replaceAll('{brand}', plan.brand.name),
    warranty: phrases.warranty,
    manual: phrases.manual,
    manualLink: phrases.manualLink,
  };
  const name = productName(plan.brand.name, plan.adjective, plan.noun, plan.model, lang);
  model('product.template,name', template.id, lang, plan.name, name);
  model(
    'product.template,description_sale',
    template.id,
    lang,
    plan.description,
    composeDescription(plan, plan.descriptionChoice, words, phrases.quotationNote),
  );
  if (plan.meta) {
    model(
      'product.template,website_meta_title',
      template.id,
      lang,
      plan.meta.title,
      `${name} | Odoo Shop`,
    );
    const meta = metaDescription(
      composeDescription({ ...plan, quotationOnly: false }, plan.metaChoice, words, ''),
    );
    model(
      'product.template,website_meta_description',
      template.id,
      lang,
      plan.meta.description,
      meta,
    );
  }
}
