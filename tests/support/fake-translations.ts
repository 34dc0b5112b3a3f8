import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { requestHeaders } from '@/tests/support/fake-next-headers';

// A stand-in for next-intl/server: getTranslations answers from the English catalogue, so tests
// compare against the texts shoppers read; getLocale is the proxy's locale header, as in actions.

type Catalogue = Record<string, Record<string, unknown>>;

export const fakeNextIntlServer = {
  getTranslations: async (options: string | { locale: string; namespace: string }) => {
    const namespace = typeof options === 'string' ? options : options.namespace;
    const messages = (en as unknown as Catalogue)[namespace] ?? {};
    // next-intl's own formatter, so plurals read as shoppers read them.
    const format = createTranslator({
      locale: 'en',
      messages: en,
      namespace: namespace as never,
      onError: (error) => {
        throw error;
      },
    }) as unknown as (key: string, values: Record<string, string | number>) => string;
    return (key: string, values: Record<string, string | number> = {}) => {
      if (typeof messages[key] !== 'string') throw new Error(`missing message ${namespace}.${key}`);
      return format(key, values);
    };
  },
  getLocale: async () => requestHeaders.get('x-next-intl-locale') ?? 'nl',
};
