import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { isOdooError, joinErrorMessages } from '@/lib/odoo/odoo-error.server';
import { translator } from './translate.server';

/**
 * Odoo's refusal in the shop's words and the shopper's language ('Wrong email or password.'),
 * joined like Odoo's messages; null when the error is not a refusal the shop knows, which the
 * caller logs and answers with its generic text.
 */
export async function odooRefusalText(error: unknown, locale?: Locale): Promise<string | null> {
  if (!isOdooError(error)) return null;
  const refusals = error.knownRefusals;
  if (!refusals) return null;
  const translate = await translator('OdooMessages', locale);
  return joinErrorMessages(refusals.map((key) => translate(key)));
}
