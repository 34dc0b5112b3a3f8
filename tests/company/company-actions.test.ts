import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeMemberRoleAction,
  inviteMemberAction,
  restoreMemberAccessAction,
  revokeMemberAccessAction,
  updateCompanySettingsAction,
} from '@/lib/company/company-actions';
import { getBuyingCompany, getCompanyMembers } from '@/lib/company/company.server';
import { interpolate } from '@/lib/i18n/interpolate';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { logInUser } from '@/lib/user/user.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';
import {
  as,
  colleague as invite,
  invitationTokens as mailedTokens,
  newCompany,
  uniqueEmail,
} from '@/tests/support/company-people';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// An Admin's changes on /my/company against mock-odoo: each answers what Odoo now has and says
// so; wrong input never reaches Odoo; Odoo's refusals (a Buyer calling an Admin's action, the
// last Admin stepping down) reach the shopper in the shop's words and change nothing.

// Real HTTP to a PGlite Odoo: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();

beforeEach(() => resetRateLimits());

const colleague = (name?: string) => invite(odoo().url, name);
const invitationTokens = (email: string) => mailedTokens(odoo().url, email);

async function me(): Promise<number> {
  return (await getCompanyMembers()).find((member) => member.isYou)!.id;
}

describe('inviting a colleague', () => {
  it('sends the invitation and answers with the colleague as Odoo lists them', async () => {
    await newCompany('Uitnodiging B.V.');
    const email = uniqueEmail('bram');
    const answer = actionData(
      await inviteMemberAction({
        name: '  Bram Buyer ',
        email: email.toUpperCase(),
        role: 'Buyer',
      }),
    );
    expect(answer).toEqual({
      member: {
        id: expect.any(Number),
        name: 'Bram Buyer',
        email,
        role: 'Buyer',
        status: 'Invited',
        isYou: false,
      },
      message: interpolate(en.Company.invited, { name: 'Bram Buyer', email }),
    });
    expect(await invitationTokens(email)).toHaveLength(1);
    expect((await getCompanyMembers()).map((member) => member.name)).toEqual([
      'Anna Admin',
      'Bram Buyer',
    ]);
  });

  it('refuses wrong input before Odoo, and Odoo refuses a taken address in the shop’s words', async () => {
    const admin = await newCompany('Foutloos B.V.');
    const before = await getCompanyMembers();
    const invite = { name: 'Nobody', email: uniqueEmail('nobody'), role: 'Buyer' };
    const invalid = { ok: false, error: en.ShopperActions.invalidInput };
    expect(await inviteMemberAction({ ...invite, name: '   ' })).toEqual(invalid);
    expect(await inviteMemberAction({ ...invite, email: 'not-an-address' })).toEqual(invalid);
    expect(await inviteMemberAction({ ...invite, role: 'Boss' })).toEqual(invalid);
    expect(await inviteMemberAction({ ...invite, companyId: 1 })).toEqual({
      ok: false,
      error: interpolate(en.ShopperActions.unknownFields, { fields: 'companyId' }),
    });
    for (const email of [admin.email, 'business@example.com']) {
      expect(await inviteMemberAction({ ...invite, email })).toEqual({
        ok: false,
        error: en.OdooMessages.companyEmailTaken,
      });
    }
    expect(await getCompanyMembers()).toEqual(before);
  });
});

describe('roles and access', () => {
  it('keeps the last Admin and never revokes the Admin’s own access', async () => {
    await newCompany('Beheer B.V.');
    const memberId = await me();
    expect(await changeMemberRoleAction({ memberId, role: 'Buyer' })).toEqual({
      ok: false,
      error: en.OdooMessages.companyKeepAnAdmin,
    });
    expect(await revokeMemberAccessAction({ memberId })).toEqual({
      ok: false,
      error: en.OdooMessages.companyNotYourself,
    });
    expect(await getCompanyMembers()).toEqual([
      expect.objectContaining({ role: 'Admin', status: 'Active', isYou: true }),
    ]);
  });

  it('revokes access, after which the colleague cannot sign in, and restores it with a new invitation', async () => {
    await newCompany('Toegang B.V.');
    const bram = await colleague();
    const revoked = actionData(await revokeMemberAccessAction({ memberId: bram.id }));
    expect(revoked).toEqual({
      member: expect.objectContaining({ id: bram.id, status: 'Revoked' }),
      message: interpolate(en.Company.accessRevoked, { name: 'Bram Buyer' }),
    });
    await expect(logInUser(bram.email, bram.password)).rejects.toThrow('Wrong email or password.');

    const restored = actionData(await restoreMemberAccessAction({ memberId: bram.id }));
    expect(restored).toEqual({
      member: expect.objectContaining({ id: bram.id, status: 'Invited' }),
      message: interpolate(en.Company.accessRestored, { name: 'Bram Buyer' }),
    });
    const tokens = await invitationTokens(bram.email);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(await restoreMemberAccessAction({ memberId: bram.id })).toEqual({
      ok: false,
      error: en.OdooMessages.companyHasAccess,
    });
  });

  it('switches a colleague’s role, after which the Admin may step down', async () => {
    await newCompany('Rollen B.V.');
    const bram = await colleague();
    expect(actionData(await changeMemberRoleAction({ memberId: bram.id, role: 'Admin' }))).toEqual({
      member: expect.objectContaining({ id: bram.id, role: 'Admin' }),
      message: interpolate(en.Company.roleChanged, {
        name: 'Bram Buyer',
        role: en.Company.roleAdmin,
      }),
    });
    const stepDown = actionData(
      await changeMemberRoleAction({ memberId: await me(), role: 'Buyer' }),
    );
    expect(stepDown.member).toMatchObject({ role: 'Buyer', isYou: true });
    expect(await getBuyingCompany()).toMatchObject({ role: 'Buyer' });
  });

  it('answers another company’s member as not one of the company’s people', async () => {
    await newCompany('Eén B.V.');
    const bram = await colleague();
    await newCompany('Twee B.V.');
    for (const attempt of [
      changeMemberRoleAction({ memberId: bram.id, role: 'Admin' }),
      revokeMemberAccessAction({ memberId: bram.id }),
      restoreMemberAccessAction({ memberId: bram.id }),
    ]) {
      expect(await attempt).toEqual({ ok: false, error: en.OdooMessages.companyNotAMember });
    }
  });
});

describe('the PO reference rule', () => {
  it('is switched on and off by an Admin', async () => {
    await newCompany('Referentie B.V.');
    expect(actionData(await updateCompanySettingsAction({ poReferenceRequired: true }))).toEqual({
      poReferenceRequired: true,
      message: en.Company.poReferenceOn,
    });
    expect(await getBuyingCompany()).toMatchObject({ poReferenceRequired: true });
    expect(actionData(await updateCompanySettingsAction({ poReferenceRequired: false }))).toEqual({
      poReferenceRequired: false,
      message: en.Company.poReferenceOff,
    });
    expect(await updateCompanySettingsAction({ poReferenceRequired: 'yes' })).toEqual({
      ok: false,
      error: en.ShopperActions.invalidInput,
    });
    expect(await getBuyingCompany()).toMatchObject({ poReferenceRequired: false });
  });
});

describe('who may change the company', () => {
  it("answers a Buyer calling an Admin's actions directly with Odoo's refusal, and nothing changes", async () => {
    const admin = await newCompany('Inkoop B.V.');
    const bram = await colleague();
    const before = await getCompanyMembers();
    const annaId = await me();

    await as(bram);
    expect(await getBuyingCompany()).toMatchObject({ role: 'Buyer' });
    const attempts = [
      inviteMemberAction({ name: 'Sneaky', email: uniqueEmail('sneaky'), role: 'Admin' }),
      changeMemberRoleAction({ memberId: bram.id, role: 'Admin' }),
      revokeMemberAccessAction({ memberId: annaId }),
      restoreMemberAccessAction({ memberId: bram.id }),
      updateCompanySettingsAction({ poReferenceRequired: true }),
    ];
    for (const attempt of attempts) {
      expect(await attempt).toEqual({ ok: false, error: en.OdooMessages.companyAdminsOnly });
    }

    await as(admin);
    expect(await getCompanyMembers()).toEqual(
      before.map((member) => (member.id === bram.id ? { ...member, status: 'Active' } : member)),
    );
    expect(await getBuyingCompany()).toMatchObject({ poReferenceRequired: false });
  });

  it('refuses a private customer and a signed-out visitor', async () => {
    const invite = { name: 'Bram', email: uniqueEmail('bram'), role: 'Buyer' };
    expect(await inviteMemberAction(invite)).toEqual({
      ok: false,
      error: en.ShopperActions.signInRequired,
    });
    await signIn('consumer@example.com', 'consumer123');
    expect(await inviteMemberAction(invite)).toEqual({
      ok: false,
      error: en.OdooMessages.companyNoCompany,
    });
    expect(await updateCompanySettingsAction({ poReferenceRequired: true })).toEqual({
      ok: false,
      error: en.OdooMessages.companyNoCompany,
    });
  });
});
