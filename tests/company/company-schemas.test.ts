import { describe, expect, it } from 'vitest';
import {
  companySettingsSchema,
  inviteMemberSchema,
  memberRoleSchema,
  memberSchema,
} from '@/lib/company/company-schemas';
import { schemaErrors as errors } from '@/tests/support/schema-errors';

const invite = { name: ' Bram Buyer ', email: ' Bram@Example.COM', role: 'Buyer' };

describe('the invitation form', () => {
  it('takes a name, an address and a role, trimmed and lowercased as Odoo stores them', () => {
    expect(inviteMemberSchema.parse(invite)).toEqual({
      name: 'Bram Buyer',
      email: 'bram@example.com',
      role: 'Buyer',
    });
    expect(inviteMemberSchema.parse({ ...invite, role: 'Admin' }).role).toBe('Admin');
  });

  it('needs a name of at most 100 characters and a valid address', () => {
    expect(errors(inviteMemberSchema, { ...invite, name: '   ', email: '' })).toEqual({
      name: 'required',
      email: 'required',
    });
    expect(errors(inviteMemberSchema, { ...invite, name: 'x'.repeat(101) })).toEqual({
      name: 'max:100',
    });
    expect(inviteMemberSchema.safeParse({ ...invite, name: 'x'.repeat(100) }).success).toBe(true);
    expect(errors(inviteMemberSchema, { ...invite, email: 'bram@' })).toEqual({ email: 'email' });
    expect(errors(inviteMemberSchema, { ...invite, name: 'Bram\u0000' })).toEqual({
      name: 'invalid',
    });
  });

  it('knows two roles and nothing the form does not have', () => {
    expect(errors(inviteMemberSchema, { ...invite, role: 'Boss' })).toEqual({ role: 'required' });
    expect(errors(inviteMemberSchema, { ...invite, role: 'admin' })).toEqual({ role: 'required' });
    expect(inviteMemberSchema.safeParse({ ...invite, companyId: 3 }).success).toBe(false);
  });
});

describe('the people table and the settings', () => {
  it('name a member by a positive integer id', () => {
    expect(memberSchema.parse({ memberId: 12 })).toEqual({ memberId: 12 });
    for (const memberId of [0, -1, 1.5, '12', 2 ** 31, null]) {
      expect(memberSchema.safeParse({ memberId }).success, String(memberId)).toBe(false);
    }
    expect(memberRoleSchema.parse({ memberId: 12, role: 'Admin' })).toEqual({
      memberId: 12,
      role: 'Admin',
    });
    expect(memberRoleSchema.safeParse({ memberId: 12, role: 'Owner' }).success).toBe(false);
    expect(memberSchema.safeParse({ memberId: 12, role: 'Admin' }).success).toBe(false);
  });

  it('take the PO reference rule as a yes or no', () => {
    expect(companySettingsSchema.parse({ poReferenceRequired: true })).toEqual({
      poReferenceRequired: true,
    });
    for (const poReferenceRequired of ['true', 1, null, undefined]) {
      expect(companySettingsSchema.safeParse({ poReferenceRequired }).success).toBe(false);
    }
  });
});
