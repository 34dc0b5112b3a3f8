import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import {
  getBuyingCompanyDocument,
  getCompanyMembersDocument,
  inviteCompanyMemberDocument,
  restoreCompanyMemberAccessDocument,
  revokeCompanyMemberAccessDocument,
  updateBuyingCompanyDocument,
  updateCompanyMemberRoleDocument,
} from '@/graphql/generated/operations';
import type { Loaded } from '@/lib/account/account-pages.server';
import { getApprovalRule } from '@/lib/approvals/approvals.server';
import { requiredResult } from '@/lib/odoo/odoo-error.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { mapBuyingCompany, mapCompanyMember } from './map-company.server';
import type { CompanyRole } from '@/lib/shopper/user-cookie';
import type { BuyingCompany, CompanyMember, CompanyView } from './types';

// vsf_b2b_company's operations with the shopper's session. Odoo checks the caller's company and
// role on every one of them and refuses in its own words (shopper-facing-message.server.ts knows
// them); callers check the companyAccounts capability first: a stock Odoo has none of these.

/** The company the customer buys for; null for a private customer. */
export async function getBuyingCompany(): Promise<BuyingCompany | null> {
  const data = await odooSession().request(getBuyingCompanyDocument);
  return data.buyingCompany ? mapBuyingCompany(data.buyingCompany) : null;
}

/** The company's people, sorted by name (Admins only). */
export async function getCompanyMembers(): Promise<CompanyMember[]> {
  const data = await odooSession().request(getCompanyMembersDocument);
  return requiredResult(data.buyingCompany, 'getCompanyMembers').members.map(mapCompanyMember);
}

/**
 * What `/my/company` shows this customer: the people only to an Admin; "not here" on a backend
 * without the module; a failure (logged) the page offers to load again.
 */
export async function loadCompanyPage(): Promise<Loaded<CompanyView>> {
  try {
    const view = await whenAvailable('companyAccounts', companyView);
    return view.available ? { status: 'ok', data: view.data } : { status: 'unavailable' };
  } catch (error) {
    unstable_rethrow(error);
    console.error(error instanceof Error ? error.message : error);
    return { status: 'failed' };
  }
}

async function companyView(): Promise<CompanyView> {
  const company = await getBuyingCompany();
  if (!company) return { kind: 'private' };
  if (company.role !== 'Admin') return { kind: 'buyer', company };
  const [members, approval] = await Promise.all([
    getCompanyMembers(),
    whenAvailable('approvals', getApprovalRule),
  ]);
  return {
    kind: 'admin',
    company,
    members,
    approval: approval.available ? { above: approval.data } : null,
  };
}

/** Odoo creates the contact and its portal user and mails the invitation link. */
export async function inviteCompanyMember(input: {
  name: string;
  email: string;
  role: CompanyRole;
}): Promise<CompanyMember> {
  const data = await odooSession().request(inviteCompanyMemberDocument, input);
  return mapCompanyMember(requiredResult(data.inviteCompanyMember, 'inviteCompanyMember'));
}

export async function updateCompanyMemberRole(
  memberId: number,
  role: CompanyRole,
): Promise<CompanyMember> {
  const data = await odooSession().request(updateCompanyMemberRoleDocument, { memberId, role });
  return mapCompanyMember(requiredResult(data.updateCompanyMemberRole, 'updateCompanyMemberRole'));
}

export async function revokeCompanyMemberAccess(memberId: number): Promise<CompanyMember> {
  const data = await odooSession().request(revokeCompanyMemberAccessDocument, { memberId });
  return mapCompanyMember(
    requiredResult(data.revokeCompanyMemberAccess, 'revokeCompanyMemberAccess'),
  );
}

/** Access again, with a new invitation mail. */
export async function restoreCompanyMemberAccess(memberId: number): Promise<CompanyMember> {
  const data = await odooSession().request(restoreCompanyMemberAccessDocument, { memberId });
  return mapCompanyMember(
    requiredResult(data.restoreCompanyMemberAccess, 'restoreCompanyMemberAccess'),
  );
}

/** The company's PO reference rule, as Odoo stored it. */
export async function updateBuyingCompany(poReferenceRequired: boolean): Promise<boolean> {
  const data = await odooSession().request(updateBuyingCompanyDocument, { poReferenceRequired });
  return requiredResult(data.updateBuyingCompany, 'updateBuyingCompany').poReferenceRequired;
}
