import type { Db } from './db';
import { many } from './db';

/** The request language's code terms: English source → translation. */
export type Terms = ReadonlyMap<string, string>;

export const NO_TERMS: Terms = new Map();

/** The cookie in which the storefront sends Odoo's language code (as Odoo's own website does). */
export const LANG_COOKIE = 'frontend_lang';

/**
 * Odoo's `_()`: the translation of a server text in the request's language, else the English
 * source; each `%s` takes the next value. A named placeholder (`%(amount)s`) takes the value of
 * its place in the source, wherever the translation puts it.
 */
export function translate(terms: Terms, source: string, ...values: (string | number)[]): string {
  const named = new Map(
    [...source.matchAll(/%\((\w+)\)s/g)].map((match, index) => [match[1], values[index]]),
  );
  let index = 0;
  return (terms.get(source) ?? source).replace(/%(?:\((\w+)\))?s/g, (_match, name?: string) =>
    String((name === undefined ? values[index++] : named.get(name)) ?? ''),
  );
}

/** Python's str() of a float, as Odoo fills `%s` with one: 500.0, 12.5. */
export function pythonFloat(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** Every code term of `lang` (a few dozen rows, read once per language and server). */
export async function loadTerms(db: Db, lang: string): Promise<Terms> {
  const rows = await many<{ src: string; value: string }>(
    db,
    "SELECT src, value FROM ir_translation WHERE type = 'code' AND lang = $1",
    [lang],
  );
  return new Map(rows.map((row) => [row.src, row.value]));
}

/**
 * SQL reading a translatable field in the request's language, else its English source: what
 * Odoo 15 reads through ir_translation for a translate=True field. The server sets `odoo.lang`
 * per request. E.g. `translated('product.template,name', 't')` stands for `t.name`. `lang` is
 * the SQL of another language (a parameter such as `$2`): what Odoo writes in a customer's.
 *
 * An inline subquery rather than a SQL function: Postgres cannot inline a function holding a
 * subquery, and calling one per row made listings several times slower.
 */
export function translated(
  field: string,
  alias: string,
  lang = "current_setting('odoo.lang', true)",
): string {
  const column = field.slice(field.indexOf(',') + 1);
  return `COALESCE((SELECT tr.value FROM ir_translation tr
      WHERE tr.type = 'model' AND tr.name = '${field}' AND tr.res_id = ${alias}.id
        AND tr.lang = ${lang}), ${alias}.${column})`;
}
