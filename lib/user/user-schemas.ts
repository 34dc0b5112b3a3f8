import '@/lib/validation/zod-config';
import { z } from 'zod';
import { plainText, requiredText } from '@/lib/validation/plain-text';

// One schema per form, used by react-hook-form in the browser and again by the route handler.
// Messages are keys of the FormErrors namespace ('min:8' carries its bound), so the browser shows
// them in the page's language without an i18n runtime. Pure: no server-only.

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 128;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_VAT_LENGTH = 32;
/** Spec: chamber of commerce at least 8 (a Dutch KvK number has 8 digits). */
export const MIN_CHAMBER_OF_COMMERCE_LENGTH = 8;
export const MAX_CHAMBER_OF_COMMERCE_LENGTH = 32;

/** Lowercased automatically (spec); Odoo compares logins in lower case too. */
export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(MAX_EMAIL_LENGTH, { error: `max:${MAX_EMAIL_LENGTH}` })
  .pipe(z.email({ error: 'email' }));

/** Signing in checks only presence: older accounts may have shorter passwords. */
const currentPasswordSchema = plainText(
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(MAX_PASSWORD_LENGTH, { error: `max:${MAX_PASSWORD_LENGTH}` }),
);

const freshPasswordSchema = plainText(
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .min(MIN_PASSWORD_LENGTH, { error: `passwordTooShort:${MIN_PASSWORD_LENGTH}` })
    .max(MAX_PASSWORD_LENGTH, { error: `max:${MAX_PASSWORD_LENGTH}` }),
);

const confirmPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(MAX_PASSWORD_LENGTH, { error: `max:${MAX_PASSWORD_LENGTH}` });

/**
 * 'The password must match.' on the repeat field, checked as soon as both fields are filled in
 * (not only once the whole form is valid).
 */
function withMatchingPasswords<T extends z.ZodObject<{ confirmPassword: z.ZodString }>>(
  schema: T,
  passwordField: 'password' | 'newPassword',
) {
  return schema.refine(
    (value) => (value as Record<string, unknown>)[passwordField] === value.confirmPassword,
    {
      path: ['confirmPassword'],
      error: 'passwordMatch',
      when: (payload) => {
        // Runs even when the input is no object at all (a malformed request): nothing to compare.
        if (!payload.value || typeof payload.value !== 'object') return false;
        const value = payload.value as Record<string, unknown>;
        return (
          typeof value[passwordField] === 'string' && typeof value.confirmPassword === 'string'
        );
      },
    },
  );
}

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
  remember: z.boolean(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registrationSchema = withMatchingPasswords(
  z.strictObject({
    email: emailSchema,
    companyName: requiredText(MAX_NAME_LENGTH),
    password: freshPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    /** The representative's full name. */
    name: requiredText(MAX_NAME_LENGTH),
    vat: requiredText(MAX_VAT_LENGTH),
    chamberOfCommerce: requiredText(MAX_CHAMBER_OF_COMMERCE_LENGTH).min(
      MIN_CHAMBER_OF_COMMERCE_LENGTH,
      { error: `min:${MIN_CHAMBER_OF_COMMERCE_LENGTH}` },
    ),
    /** Privacy policy and terms. */
    agree: z.boolean({ error: 'mustAccept' }).refine((agreed) => agreed, { error: 'mustAccept' }),
  }),
  'password',
);
export type RegistrationInput = z.input<typeof registrationSchema>;

export const resetRequestSchema = z.strictObject({ email: emailSchema });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = withMatchingPasswords(
  z.strictObject({
    token: plainText(
      z.string().trim().min(1, { error: 'required' }).max(256, { error: 'max:256' }),
    ),
    password: freshPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  'password',
);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export const newsletterSchema = z.strictObject({ email: emailSchema });
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const profileSchema = z.strictObject({
  name: requiredText(MAX_NAME_LENGTH),
  email: emailSchema,
});
export type ProfileInput = z.input<typeof profileSchema>;

export const passwordChangeSchema = withMatchingPasswords(
  z.strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: freshPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  'newPassword',
);
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
