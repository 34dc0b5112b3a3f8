/** The languages of the shop's one website; the first is its default, as on the real shop. */
export const WEBSITE_LANGUAGES = [
  { code: 'nl_NL', name: 'Nederlands', urlCode: 'nl' },
  { code: 'en_US', name: 'English (US)', urlCode: 'en' },
  { code: 'de_DE', name: 'Deutsch', urlCode: 'de' },
  { code: 'ru_RU', name: 'Русский', urlCode: 'ru' },
] as const;

export const DEFAULT_LANGUAGE = 'nl_NL';

/** Languages with translations; English is the source language of every text. */
export type TranslatedLang = 'nl_NL' | 'de_DE' | 'ru_RU';

export const TRANSLATED_LANGS: readonly TranslatedLang[] = ['nl_NL', 'de_DE', 'ru_RU'];

/** One text in each translated language. */
export type Translations = Readonly<Record<TranslatedLang, string>>;

export const t = (nl: string, de: string, ru: string): Translations => ({
  nl_NL: nl,
  de_DE: de,
  ru_RU: ru,
});
