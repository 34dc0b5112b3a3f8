import { describe, expect, it, vi } from 'vitest';
import { interpolate } from '@/lib/i18n/interpolate';
import { OdooError } from '@/lib/odoo/odoo-error.server';
import { odooRefusalText } from '@/lib/shopper/odoo-refusal.server';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

// The catalogue of the asked language, as next-intl gives it to route handlers.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const catalogues = { nl, en, de, ru } as unknown as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const messages = catalogues[locale]?.[namespace] ?? {};
    return (key: string, values: Record<string, string> = {}) =>
      interpolate(messages[key] ?? key, values);
  },
}));

const refusal = (...messages: string[]) => new OdooError({ kind: 'graphql', messages });

describe('Odoo’s refusals in the shopper’s language', () => {
  it('translates a refusal Odoo answered in English', async () => {
    const error = refusal('Wrong email or password.');
    expect(await odooRefusalText(error, 'nl')).toBe('Verkeerd e-mailadres of wachtwoord.');
    expect(await odooRefusalText(error, 'de')).toBe(
      'Falsche E-Mail-Adresse oder falsches Passwort.',
    );
  });

  it('recognises a refusal Odoo already translated, and answers in the page’s language', async () => {
    expect(await odooRefusalText(refusal('Je kunt het hoofdadres niet verwijderen.'), 'en')).toBe(
      "You can't delete the primary address.",
    );
  });

  it('joins several refusals like Odoo’s messages', async () => {
    expect(await odooRefusalText(refusal('Address not found.', 'Invalid email.'), 'ru')).toBe(
      'Адрес не найден.,Неверный адрес электронной почты.',
    );
  });

  it('gives nothing for server texts, alone or beside a refusal', async () => {
    expect(
      await odooRefusalText(refusal('Expected singleton: res.partner(3, 7)'), 'nl'),
    ).toBeNull();
    expect(
      await odooRefusalText(refusal('Invalid email.', 'psycopg2.errors.QueryCanceled'), 'nl'),
    ).toBeNull();
    expect(await odooRefusalText(new Error('Invalid email.'), 'nl')).toBeNull();
  });
});
