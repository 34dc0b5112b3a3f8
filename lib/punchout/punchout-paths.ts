import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** Why a punch-out could not go on; each has its text on the ended page. */
export const PUNCHOUT_END_REASONS = [
  'expired',
  'login',
  'ended',
  'refused',
  'unavailable',
  // This shop's Odoo has no punch-out (a stock Odoo 15 without vsf_punchout).
  'notOffered',
] as const;
export type PunchoutEndReason = (typeof PUNCHOUT_END_REASONS)[number];

export const isPunchoutEndReason = (value: unknown): value is PunchoutEndReason =>
  PUNCHOUT_END_REASONS.includes(value as PunchoutEndReason);

/** The blank page that says a punch-out link or session is no longer usable, and why. */
export function punchoutEndedPath(locale: Locale, reason: PunchoutEndReason): string {
  return `${localizedPath(locale, '/punchout/ended')}?reason=${reason}`;
}

/** Where a procurement buyer lands: the catalogue. */
export const PUNCHOUT_LANDING_PATH = '/catalog';

/** The SAP OCI catalogue entry (GET or POST); proxy.ts also hands OCI logins on any page to it. */
export const OCI_ENTRY_PATH = '/punchout/oci';
