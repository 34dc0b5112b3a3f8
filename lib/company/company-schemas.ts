import '@/lib/validation/zod-config';
import { z } from 'zod';
import { emailSchema } from '@/lib/user/user-schemas';
import { idSchema } from '@/lib/validation/id-schema';
import { requiredText } from '@/lib/validation/plain-text';
import type { CompanyRole } from '@/lib/shopper/user-cookie';

// The company page's schemas: the invitation form's, used by react-hook-form in the browser and
// again by the server action, and the small inputs of the people table and the settings. Messages
// are keys of the FormErrors namespace, as in lib/user/user-schemas.ts. Pure: no server-only.

export const MAX_MEMBER_NAME_LENGTH = 100;

/** In the order the forms offer them: Buyer, the invitation's default, first. */
export const COMPANY_ROLES = [
  'Buyer',
  'Requester',
  'Admin',
] as const satisfies readonly CompanyRole[];

/** Each role's name in the Company messages. */
export const ROLE_LABELS = {
  Admin: 'roleAdmin',
  Buyer: 'roleBuyer',
  Requester: 'roleRequester',
} as const satisfies Record<CompanyRole, string>;

const roleSchema = z.enum(COMPANY_ROLES, { error: 'required' });

export const inviteMemberSchema = z.strictObject({
  name: requiredText(MAX_MEMBER_NAME_LENGTH),
  email: emailSchema,
  role: roleSchema,
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const memberRoleSchema = z.strictObject({ memberId: idSchema, role: roleSchema });

export const memberSchema = z.strictObject({ memberId: idSchema });

export const companySettingsSchema = z.strictObject({ poReferenceRequired: z.boolean() });
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
