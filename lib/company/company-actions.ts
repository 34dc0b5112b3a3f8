'use server';

import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { ShopperRefusal, shopperAction } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import {
  companySettingsSchema,
  inviteMemberSchema,
  memberRoleSchema,
  memberSchema,
  ROLE_LABELS,
} from './company-schemas';
import {
  inviteCompanyMember,
  restoreCompanyMemberAccess,
  revokeCompanyMemberAccess,
  updateBuyingCompany,
  updateCompanyMemberRole,
} from './company.server';

// An Admin's changes on /my/company. The page offers them to Admins only, but any signed-in
// customer can call them: Odoo checks the company and the role of each call and refuses in its
// own words ('Only an administrator of your company may do this.'), which shopperAction answers
// in the shop's. Each answers with the member as Odoo now has them and a sentence saying so.

type CompanyTranslate = Translate<'Company'>;

const company = { access: 'signed-in', messages: 'Company' } as const;

/** A backend without vsf_b2b_company is sent nothing: its page offers none of this. */
async function offered<T>(translate: CompanyTranslate, change: () => Promise<T>): Promise<T> {
  const result = await whenAvailable('companyAccounts', change);
  if (!result.available) throw new ShopperRefusal(translate('actionUnavailable'));
  return result.data;
}

export const inviteMemberAction = shopperAction({
  ...company,
  name: 'inviteCompanyMember',
  input: inviteMemberSchema,
  run: async (input, { translate }) => {
    const member = await offered(translate, () => inviteCompanyMember(input));
    const email = member.email ?? input.email;
    return { member, message: translate('invited', { name: member.name, email }) };
  },
});

export const changeMemberRoleAction = shopperAction({
  ...company,
  name: 'updateCompanyMemberRole',
  input: memberRoleSchema,
  run: async ({ memberId, role }, { translate }) => {
    const member = await offered(translate, () => updateCompanyMemberRole(memberId, role));
    const roleName = translate(ROLE_LABELS[member.role]);
    return { member, message: translate('roleChanged', { name: member.name, role: roleName }) };
  },
});

export const revokeMemberAccessAction = shopperAction({
  ...company,
  name: 'revokeCompanyMemberAccess',
  input: memberSchema,
  run: async ({ memberId }, { translate }) => {
    const member = await offered(translate, () => revokeCompanyMemberAccess(memberId));
    return { member, message: translate('accessRevoked', { name: member.name }) };
  },
});

/** Odoo mails the colleague a new invitation. */
export const restoreMemberAccessAction = shopperAction({
  ...company,
  name: 'restoreCompanyMemberAccess',
  input: memberSchema,
  run: async ({ memberId }, { translate }) => {
    const member = await offered(translate, () => restoreCompanyMemberAccess(memberId));
    return { member, message: translate('accessRestored', { name: member.name }) };
  },
});

export const updateCompanySettingsAction = shopperAction({
  ...company,
  name: 'updateBuyingCompany',
  input: companySettingsSchema,
  run: async ({ poReferenceRequired }, { translate }) => {
    const required = await offered(translate, () => updateBuyingCompany(poReferenceRequired));
    return {
      poReferenceRequired: required,
      message: translate(required ? 'poReferenceOn' : 'poReferenceOff'),
    };
  },
});
