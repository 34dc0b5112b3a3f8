import type { Locale } from './locales';

/**
 * A count in words for client islands, which get plain message strings (no ICU runtime in the
 * browser bundle): the message keeps one form per CLDR plural category, `{count}` filled in, and
 * the browser's own Intl.PluralRules picks the form ('1 artikel', '2 artikelen'; Russian has
 * one/few/many). Dutch, English and German use only `one` and `other`.
 */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

export function countLabel(forms: PluralForms, count: number, locale: Locale): string {
  const category = new Intl.PluralRules(locale).select(count);
  const form = category in forms ? forms[category as keyof PluralForms] : forms.other;
  return form.replaceAll('{count}', String(count));
}
