import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/validation/id-schema';
import { requiredText } from '@/lib/validation/plain-text';

// The approvals' inputs, for the forms in the browser and the server actions alike. The limits
// are vsf_sale_approval's, so Odoo's own refusals stay the backstop. Messages are keys of the
// FormErrors namespace. Pure: no server-only.

export const MAX_REJECT_REASON_LENGTH = 500;
/** The largest approval amount the form takes (excl. VAT). */
export const MAX_APPROVAL_AMOUNT = 10_000_000;
const AMOUNT_ERROR = `amount:${MAX_APPROVAL_AMOUNT}`;

export const requestIdSchema = z.strictObject({ requestId: idSchema });

export const rejectRequestSchema = z.strictObject({
  requestId: idSchema,
  reason: requiredText(MAX_REJECT_REASON_LENGTH),
});
export type RejectRequestInput = z.input<typeof rejectRequestSchema>;

/**
 * The approval amount as typed in the company page's form: empty for "Requesters' orders only",
 * else an amount with at most two decimals (a comma or a point). The form sends what it parses to.
 */
export const approvalRuleFormSchema = z.strictObject({
  amount: z
    .string()
    .trim()
    .max(20, { error: 'max:20' })
    .refine((value) => value === '' || /^\d+([.,]\d{1,2})?$/.test(value), { error: AMOUNT_ERROR })
    .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))))
    .refine((value) => value === null || value <= MAX_APPROVAL_AMOUNT, { error: AMOUNT_ERROR }),
});

/** What the approval rule's action takes: the parsed amount, or null for Requesters only. */
export const approvalRuleSchema = z.strictObject({
  amount: z
    .number({ error: AMOUNT_ERROR })
    .min(0, { error: AMOUNT_ERROR })
    .max(MAX_APPROVAL_AMOUNT, { error: AMOUNT_ERROR })
    .nullable(),
});
