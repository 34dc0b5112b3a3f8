import '@/lib/validation/zod-config';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { idSchema } from '@/lib/validation/id-schema';
import { MAX_ODOO_ID } from '@/lib/validation/odoo-int';
import { plainText, requiredText } from '@/lib/validation/plain-text';

// The address book's schemas: the form's own, used by react-hook-form in the browser and again by
// the server actions, and the small inputs of delete, set-default and the state list. Messages
// are keys of the FormErrors namespace ('required', 'max:64', …), as in lib/user/user-schemas.ts.
// Pure: no server-only.

export const MAX_ADDRESS_NAME_LENGTH = 128;
export const MAX_STREET_LENGTH = 128;
export const MAX_CITY_LENGTH = 64;
export const MAX_ZIP_LENGTH = 16;
export const MAX_PHONE_LENGTH = 32;
export const MAX_ADDRESS_EMAIL_LENGTH = 254;

/** Digits, spaces and the signs people write phone numbers with: +31 (0)20-123 45 67. */
const PHONE_PATTERN = /^\+?[0-9\s().\-/]+$/;

/** Odoo's AddressEnum: the two roles an address plays on an order (spec: Shipping or Billing). */
export const ADDRESS_ROLES = ['Billing', 'Shipping'] as const;
export const addressRoleSchema = z.enum(ADDRESS_ROLES);

function optionalText(max: number) {
  return plainText(
    z
      .string({ error: 'invalid' })
      .trim()
      .max(max, { error: `max:${max}` }),
  );
}

/** A country picked from the list: an integer id (spec), missing until one is chosen. */
const countryIdSchema = z
  .int({ error: 'required' })
  .positive({ error: 'required' })
  .max(MAX_ODOO_ID, { error: 'invalid' });

/** Only for countries with states; empty is null. */
const stateIdSchema = z
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .max(MAX_ODOO_ID, { error: 'invalid' })
  .nullable();

/**
 * The address form, for a new address (no id) and for an existing one. `isDefault`: the address
 * Odoo puts on the shopper's orders for its role (lib/addresses/address-book.server.ts).
 */
export const addressFormSchema = z.strictObject({
  id: idSchema.optional(),
  type: addressRoleSchema,
  /** Odoo's one name of an address: the contact person it goes to. */
  name: requiredText(MAX_ADDRESS_NAME_LENGTH),
  street: requiredText(MAX_STREET_LENGTH),
  street2: optionalText(MAX_STREET_LENGTH),
  zip: requiredText(MAX_ZIP_LENGTH),
  city: requiredText(MAX_CITY_LENGTH),
  countryId: countryIdSchema,
  stateId: stateIdSchema,
  phone: requiredText(MAX_PHONE_LENGTH).regex(PHONE_PATTERN, { error: 'invalid' }),
  email: optionalText(MAX_ADDRESS_EMAIL_LENGTH).refine(
    (email) => email === '' || z.email().safeParse(email).success,
    { error: 'email' },
  ),
  isDefault: z.boolean({ error: 'invalid' }),
});
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** Delete and set-default name one address of one role. */
export const addressRefSchema = z.strictObject({ id: idSchema, type: addressRoleSchema });
export type AddressRef = z.output<typeof addressRefSchema>;

/** The book and the country list, names in the page's language. */
export const addressBookRequestSchema = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) });

/** The state list of the country picked in the form, in the page's language. */
export const countryStatesSchema = z.strictObject({
  countryId: idSchema,
  locale: z.enum(SUPPORTED_LOCALES),
});
