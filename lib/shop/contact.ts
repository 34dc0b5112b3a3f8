// How shoppers reach the shop, e.g. to ask a quotation for a product without a price. Read on the
// server (the product page is prerendered, so a change needs a rebuild or revalidation).

export const DEFAULT_SHOP_EMAIL = 'sales@example.com';
export const DEFAULT_SHOP_PHONE = '+31 20 123 4567';

export interface ShopContact {
  email: string;
  phone: string;
}

export function shopContact(env: Record<string, string | undefined> = process.env): ShopContact {
  return {
    email: env.SHOP_EMAIL?.trim() || DEFAULT_SHOP_EMAIL,
    phone: env.SHOP_PHONE?.trim() || DEFAULT_SHOP_PHONE,
  };
}

/** `tel:` wants no spaces or punctuation besides a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** mailto: link whose subject names the product and its SKU. */
export function quotationMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
