import type { CompanyRole } from '@/lib/shopper/user-cookie';

// A business customer's company as the shop shows it (vsf_b2b_company): who may do what is Odoo's
// decision; these are the shop's own shapes, apart from the GraphQL ones.

/** Invited: has not signed in yet. Revoked: can no longer sign in. */
export type MemberStatus = 'Invited' | 'Active' | 'Revoked';

/** The company the signed-in customer buys for, and their role in it. */
export interface BuyingCompany {
  id: number;
  name: string;
  role: CompanyRole;
  /** No order of the company is placed without a PO reference. */
  poReferenceRequired: boolean;
}

/** One of the company's people, as an Admin sees them. */
export interface CompanyMember {
  id: number;
  name: string;
  email: string | null;
  role: CompanyRole;
  status: MemberStatus;
  /** The signed-in customer themselves. */
  isYou: boolean;
}

/** What `/my/company` shows: a private account, a Buyer's view, or an Admin's with the people. */
export type CompanyView =
  | { kind: 'private' }
  | { kind: 'buyer'; company: BuyingCompany }
  | {
      kind: 'admin';
      company: BuyingCompany;
      members: CompanyMember[];
      /** The approval amount (excl. VAT; null: Requesters only); absent where Odoo has no approvals. */
      approval: { above: number | null } | null;
    };
