import { describe, expect, it } from 'vitest';
import { mapBuyingCompany, mapCompanyMember } from '@/lib/company/map-company.server';

describe('the company from Odoo', () => {
  it('keeps what the page shows and nothing else', () => {
    expect(
      mapBuyingCompany({
        id: 7,
        name: 'Bakker B.V.',
        role: 'Buyer',
        poReferenceRequired: true,
        // A field a later document might add reaches no screen.
        ...({ members: [] } as object),
      } as Parameters<typeof mapBuyingCompany>[0]),
    ).toEqual({ id: 7, name: 'Bakker B.V.', role: 'Buyer', poReferenceRequired: true });
  });

  it('gives a member without an address no address', () => {
    const member = {
      id: 9,
      name: 'Bram Buyer',
      email: 'bram@example.com',
      role: 'Admin' as const,
      status: 'Revoked' as const,
      isYou: false,
    };
    expect(mapCompanyMember(member)).toEqual(member);
    expect(mapCompanyMember({ ...member, email: '' }).email).toBeNull();
    expect(mapCompanyMember({ ...member, email: null }).email).toBeNull();
  });
});
