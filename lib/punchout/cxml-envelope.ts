import { randomUUID } from 'node:crypto';
import { ODOO_LANGS, type Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/site-url';
import type { CxmlEnvelope } from './cxml-documents';

/**
 * A fresh envelope for a document the shop sends: a payloadID unique per document
 * (`<time>.<uuid>@<shop host>`, the form the cXML guide recommends), the time, and the language
 * of the page (`nl-NL`).
 */
export function cxmlEnvelope(locale: Locale, now = new Date()): CxmlEnvelope {
  return {
    payloadId: `${now.getTime()}.${randomUUID()}@${new URL(siteUrl()).host}`,
    timestamp: now.toISOString(),
    lang: ODOO_LANGS[locale].replace('_', '-'),
  };
}
