import 'server-only';
import { odooBaseUrl } from '@/lib/odoo/config.server';

// The hosts the shop sends shoppers to for paying. A form or link that Odoo or a provider hands
// over goes only to one of these: a backend that was tampered with cannot redirect shoppers to a
// look-alike page.

/** Adyen's hosted payment pages (test and live) and its payment links (test and regions). */
const ADYEN_HOSTED_ORIGINS = [
  'https://test.adyen.com',
  'https://live.adyen.com',
  'https://test.adyen.link',
  'https://eu.adyen.link',
  'https://us.adyen.link',
  'https://au.adyen.link',
  'https://apse.adyen.link',
];
const MOLLIE_CHECKOUT_ORIGINS = ['https://www.mollie.com'];

/** Extra hosts, comma separated (a provider's regional host, a payment gateway). */
function configuredOrigins(): string[] {
  return (process.env.PAYMENT_HOSTS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Where a hosted payment page may live: the providers' own hosts, Odoo itself (it serves
 * redirect pages, and the development stand-in emulates the providers there) and configured ones
 * (PAYMENT_HOSTS: e.g. mock-odoo's Adyen emulator beside a real Odoo).
 */
export function paymentPageOrigins(): string[] {
  const own = [originOf(odooBaseUrl()), originOf(process.env.MOLLIE_API_URL ?? '')].filter(
    (origin): origin is string => origin !== null,
  );
  return [...ADYEN_HOSTED_ORIGINS, ...MOLLIE_CHECKOUT_ORIGINS, ...own, ...configuredOrigins()];
}

/** An absolute http(s) URL on one of the payment page origins, else null. */
export function trustedPaymentPage(url: string): string | null {
  const origin = originOf(url);
  return origin !== null && paymentPageOrigins().includes(origin) ? new URL(url).toString() : null;
}
