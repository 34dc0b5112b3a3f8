import { describe, expect, it } from 'vitest';
import { PAGES } from '@/mock-odoo/src/seed/pages';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

// The top bar promises a cut-off time for next-day delivery on every page; the about and shipping
// pages (Odoo content, seeded per language) must promise the same, not a second time.
const TOP_BAR: Record<string, string> = {
  nl_NL: nl.TopBar.delivery,
  en_US: en.TopBar.delivery,
  de_DE: de.TopBar.delivery,
  ru_RU: ru.TopBar.delivery,
};

const times = (text: string) => [
  ...text.matchAll(/\b\d{1,2}:\d{2}\b|\b\d{1,2} ?(?:am|pm)\b|\b\d{1,2} Uhr\b/g),
];

describe('what the content pages promise', () => {
  const promising = PAGES.filter((page) => page.url === '/shipping' || page.url === '/about');

  it('covers the about and shipping pages in every language', () => {
    expect(promising).toHaveLength(8);
  });

  it.each(promising.map((page) => [page.url, page.lang, page] as const))(
    '%s (%s) names the top bar’s cut-off time and no other',
    (_, lang, page) => {
      const promised = times(TOP_BAR[lang]!).map((match) => match[0]);
      expect(promised).toEqual(['16:00']);
      expect(times(page.content).map((match) => match[0])).toEqual(promised);
    },
  );
});
