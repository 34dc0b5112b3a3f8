import 'server-only';
import type { CompanyMemberFragment, GetBuyingCompanyResult } from '@/graphql/generated/operations';
import { optionalText } from '@/lib/odoo/map-values.server';
import type { BuyingCompany, CompanyMember } from './types';

type BuyingCompanyFields = NonNullable<GetBuyingCompanyResult['buyingCompany']>;

export function mapBuyingCompany(company: BuyingCompanyFields): BuyingCompany {
  return {
    id: company.id,
    name: company.name,
    role: company.role,
    poReferenceRequired: company.poReferenceRequired,
  };
}

export function mapCompanyMember(member: CompanyMemberFragment): CompanyMember {
  return {
    id: member.id,
    name: member.name,
    // Odoo's False for a contact without an address arrives as null or as an empty string.
    email: optionalText(member.email),
    role: member.role,
    status: member.status,
    isYou: member.isYou,
  };
}
