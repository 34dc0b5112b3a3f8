import { interpolate } from '@/lib/i18n/interpolate';
import en from '@/messages/en.json';
import { requestHeaders } from '@/tests/support/fake-next-headers';

// A stand-in for next-intl/server: getTranslations answers from the English catalogue, so tests
// compare against the texts shoppers read; getLocale is the proxy's locale header, as in actions.

type Catalogue = Record<string, Record<string, unknown>>;

export const fakeNextIntlServer = {
  getTranslations: async (options: string | { locale: string; namespace: string }) => {
    const namespace = typeof options === 'string' ? options : options.namespace;
    const messages = (en as unknown as Catalogue)[namespace] ?? {};
    return (key: string, values: Record<string, string | number> = {}) => {
      const text = messages[key];
      if (typeof text !== 'string') throw new Error(`missing message ${namespace}.${key}`);
      return interpolate(text, values);
    };
  },
  getLocale: async () => requestHeaders.get('x-next-intl-locale') ?? 'nl',
};
