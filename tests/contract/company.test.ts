// Contract: company accounts (vsf_b2b_company, docs/odoo-extensions.md). A business customer's
// people with roles, invitations, "my" and the company's orders, the company's PO reference rule,
// and that Odoo itself keeps companies apart and a Buyer out of an Admin's business.
import { describe, expect, it } from 'vitest';
import {
  cartAddItemDocument,
  changePasswordDocument,
  getBuyingCompanyDocument,
  getCompanyMembersDocument,
  getInvoicesDocument,
  getOrdersInScopeDocument,
  getQuotationsDocument,
  inviteCompanyMemberDocument,
  ordersGetDocument,
  paymentLoadProvidersDocument,
  paymentMakeExternalDocument,
  restoreCompanyMemberAccessDocument,
  revokeCompanyMemberAccessDocument,
  updateBuyingCompanyDocument,
  updateCompanyMemberRoleDocument,
  updateOrderRefDocument,
  loadUserDocument,
  logInUserDocument,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { call, fails, ok, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { newCustomer, signedIn, uniqueEmail } from './customers';
import { ACQUIRERS, BUSINESS } from './demo-data';
import { colleague, newCompany, startTransfer } from './company-people';
import { invitationToken } from './mailbox';
import { sellableVariants } from './products';

const backend = contractBackend();

const ERRORS = {
  notSignedIn: 'You must be logged in.',
  noCompany: 'Your account does not belong to a company.',
  adminsOnly: 'Only an administrator of your company may do this.',
  notAMember: 'This person is not part of your company.',
  keepAnAdmin: 'Your company must keep at least one administrator.',
  emailTaken: 'This email address already has an account.',
  invalidEmail: 'Enter a valid email address.',
  nameRequired: 'Enter a name.',
  notYourself: 'You cannot revoke your own access.',
  hasAccess: 'This person already has access.',
  poReferenceRequired: 'Your company requires a PO reference on every order.',
  requestersDoNotPlace: 'Your role lets you request orders, not place them.',
  orderDoesNotExist: 'Sale Order does not exist.',
  wrongLogin: 'Wrong email or password.',
};

async function members(client: OdooTestClient) {
  const { buyingCompany } = await ok(client, getCompanyMembersDocument, {});
  return present(buyingCompany, 'the company').members;
}

/** The signed-in contact's role as the user cookie gets it (Partner.companyRole). */
async function companyRole(client: OdooTestClient) {
  const { partner } = await ok(client, loadUserDocument, {});
  return partner?.companyRole;
}

async function errorsOf(response: Promise<{ errors?: { message: string }[] }>) {
  return (await response).errors?.map((error) => error.message) ?? [];
}

describe('the company and its people', { timeout: 120_000 }, () => {
  it('makes the customer who registers a company its first Admin', async () => {
    const admin = await newCompany(backend, 'Eerste Bedrijf B.V.');
    const { buyingCompany } = await ok(admin.client, getBuyingCompanyDocument, {});
    expect(buyingCompany).toMatchObject({
      name: 'Eerste Bedrijf B.V.',
      role: 'Admin',
      poReferenceRequired: false,
    });
    expect(await companyRole(admin.client)).toBe('Admin');
    expect(await members(admin.client)).toEqual([
      expect.objectContaining({
        name: 'Anna Admin',
        email: admin.account.login,
        role: 'Admin',
        status: 'Active',
        isYou: true,
      }),
    ]);
  });

  it('has no company for a private customer or a visitor, who invite nobody', async () => {
    const { client } = await newCustomer(backend);
    expect((await ok(client, getBuyingCompanyDocument, {})).buyingCompany).toBeNull();
    expect(await companyRole(client)).toBeNull();
    const invite = { name: 'X', email: uniqueEmail(), role: 'Buyer' as const };
    expect(await fails(client, inviteCompanyMemberDocument, invite)).toEqual([ERRORS.noCompany]);
    const visitor = backend.client();
    expect((await ok(visitor, getBuyingCompanyDocument, {})).buyingCompany).toBeNull();
    expect(await fails(visitor, inviteCompanyMemberDocument, invite)).toEqual([ERRORS.notSignedIn]);
  });

  it('invites a colleague, who sets a password from the mail and signs in as a Buyer', async () => {
    const admin = await newCompany(backend, 'Uitnodiging B.V.');
    const login = uniqueEmail('invited');
    const { inviteCompanyMember } = await ok(admin.client, inviteCompanyMemberDocument, {
      name: '  Bram Buyer ',
      email: login.toUpperCase(),
      role: 'Buyer',
    });
    expect(inviteCompanyMember).toEqual({
      id: expect.any(Number),
      name: 'Bram Buyer',
      email: login,
      role: 'Buyer',
      status: 'Invited',
      isYou: false,
    });
    const token = await invitationToken(backend, login);
    await ok(backend.client(), changePasswordDocument, { token, newPassword: 'bram-password-1' });
    // The link works once.
    expect(
      await fails(backend.client(), changePasswordDocument, { token, newPassword: 'again-pw-1' }),
    ).toEqual([`Signup token '${token}' is not valid`]);
    const buyer = await signedIn(backend, { login, password: 'bram-password-1' });
    expect(await companyRole(buyer)).toBe('Buyer');
    expect((await ok(buyer, getBuyingCompanyDocument, {})).buyingCompany).toMatchObject({
      name: 'Uitnodiging B.V.',
      role: 'Buyer',
    });
    expect(await members(admin.client)).toEqual([
      expect.objectContaining({ name: 'Anna Admin', role: 'Admin', status: 'Active' }),
      expect.objectContaining({ name: 'Bram Buyer', role: 'Buyer', status: 'Active' }),
    ]);
  });

  it('refuses wrong input with a clear message and changes nothing', async () => {
    const admin = await newCompany(backend, 'Foutloos B.V.');
    const before = await members(admin.client);
    const invite = (name: string, email: string) =>
      fails(admin.client, inviteCompanyMemberDocument, { name, email, role: 'Buyer' });
    expect(await invite('  ', uniqueEmail())).toEqual([ERRORS.nameRequired]);
    expect(await invite('Nobody', 'not-an-address')).toEqual([ERRORS.invalidEmail]);
    // An address that already has an account, here another company's contact.
    expect(await invite('Jan', BUSINESS.login.toUpperCase())).toEqual([ERRORS.emailTaken]);
    expect(await invite('Anna Again', admin.account.login)).toEqual([ERRORS.emailTaken]);
    // A role that does not exist never reaches the module: the schema refuses it.
    const boss = await errorsOf(
      admin.client.request(
        'mutation i($r: CompanyRole!) { inviteCompanyMember(name: "B", email: "b@example.com", role: $r) { id } }',
        { r: 'Boss' },
      ),
    );
    expect(boss).toHaveLength(1);
    expect(boss[0]).toContain('Boss');
    expect(await members(admin.client)).toEqual(before);
  });

  it('keeps an Admin who has access, and revokes and restores access', async () => {
    const admin = await newCompany(backend, 'Beheer B.V.');
    const me = present((await members(admin.client))[0], 'the admin').id;
    expect(
      await fails(admin.client, updateCompanyMemberRoleDocument, { memberId: me, role: 'Buyer' }),
    ).toEqual([ERRORS.keepAnAdmin]);
    expect(await fails(admin.client, revokeCompanyMemberAccessDocument, { memberId: me })).toEqual([
      ERRORS.notYourself,
    ]);
    const buyer = await colleague(backend, admin, 'Buyer');
    const revoked = await ok(admin.client, revokeCompanyMemberAccessDocument, {
      memberId: buyer.id,
    });
    expect(revoked.revokeCompanyMemberAccess).toMatchObject({ status: 'Revoked' });
    expect(
      await fails(backend.client(), logInUserDocument, {
        email: buyer.account.login,
        password: buyer.account.password,
      }),
    ).toEqual([ERRORS.wrongLogin]);
    const restored = await ok(admin.client, restoreCompanyMemberAccessDocument, {
      memberId: buyer.id,
    });
    expect(restored.restoreCompanyMemberAccess).toMatchObject({ status: 'Active' });
    expect(
      await fails(admin.client, restoreCompanyMemberAccessDocument, { memberId: buyer.id }),
    ).toEqual([ERRORS.hasAccess]);
    await signedIn(backend, buyer.account);
    // With a second Admin the first may step down; the last one may not.
    await ok(admin.client, updateCompanyMemberRoleDocument, { memberId: buyer.id, role: 'Admin' });
    await ok(admin.client, updateCompanyMemberRoleDocument, { memberId: me, role: 'Buyer' });
    expect(
      await fails(buyer.client, updateCompanyMemberRoleDocument, {
        memberId: buyer.id,
        role: 'Buyer',
      }),
    ).toEqual([ERRORS.keepAnAdmin]);
    expect(await fails(admin.client, getCompanyMembersDocument, {})).toEqual([ERRORS.adminsOnly]);
  });

  it("lets a Buyer reach none of an Admin's queries and mutations", async () => {
    const admin = await newCompany(backend, 'Rollen B.V.');
    const buyer = await colleague(backend, admin, 'Buyer');
    const before = await members(admin.client);
    expect(await fails(buyer.client, getCompanyMembersDocument, {})).toEqual([ERRORS.adminsOnly]);
    const attempts = [
      call(buyer.client, inviteCompanyMemberDocument, {
        name: 'Sneaky',
        email: uniqueEmail(),
        role: 'Admin',
      }),
      call(buyer.client, updateCompanyMemberRoleDocument, { memberId: buyer.id, role: 'Admin' }),
      call(buyer.client, revokeCompanyMemberAccessDocument, { memberId: before[0]!.id }),
      call(buyer.client, restoreCompanyMemberAccessDocument, { memberId: buyer.id }),
      call(buyer.client, updateBuyingCompanyDocument, { poReferenceRequired: true }),
    ];
    for (const attempt of attempts) expect(await errorsOf(attempt)).toEqual([ERRORS.adminsOnly]);
    expect(await members(admin.client)).toEqual(before);
    expect((await ok(admin.client, getBuyingCompanyDocument, {})).buyingCompany).toMatchObject({
      poReferenceRequired: false,
    });
  });

  it("keeps every company out of another company's people", async () => {
    const first = await newCompany(backend, 'Eén B.V.');
    const buyer = await colleague(backend, first, 'Buyer');
    const other = await newCompany(backend, 'Twee B.V.', 'Otto Other');
    const before = await members(first.client);
    for (const attempt of [
      call(other.client, updateCompanyMemberRoleDocument, { memberId: buyer.id, role: 'Admin' }),
      call(other.client, revokeCompanyMemberAccessDocument, { memberId: buyer.id }),
      call(other.client, restoreCompanyMemberAccessDocument, { memberId: buyer.id }),
    ]) {
      expect(await errorsOf(attempt)).toEqual([ERRORS.notAMember]);
    }
    expect((await members(other.client)).map((member) => member.name)).toEqual(['Otto Other']);
    expect(await members(first.client)).toEqual(before);
  });
});

describe("a company's orders", { timeout: 180_000 }, () => {
  let variantId = 0;

  async function cartWithProduct(client: OdooTestClient) {
    if (!variantId) {
      variantId = present(
        (await sellableVariants(backend.client())).find(
          (variant) => variant.price > 0 && variant.qty > 5,
        )?.id,
        'a variant in stock',
      );
    }
    await ok(client, cartAddItemDocument, { productId: variantId, quantity: 1 });
  }

  const placeByTransfer = (client: OdooTestClient) => startTransfer(backend, client);

  async function placed(client: OdooTestClient, reference: string) {
    await cartWithProduct(client);
    await ok(client, updateOrderRefDocument, { clientOrderRef: reference });
    const { order, answer } = await placeByTransfer(client);
    expect(answer.error?.data?.message).toBeUndefined();
    await client.form('/payment/transfer/feedback', {
      reference: present(answer.result?.reference, 'reference'),
    });
    return order.id;
  }

  /** Orders waiting for their bank transfer: the caller's, or (`scope`) theirs or the company's. */
  const awaiting = async (client: OdooTestClient, scope?: 'Mine' | 'Company') =>
    (
      await ok(client, getQuotationsDocument, {
        pageSize: 50,
        portalStates: ['WaitingForPayment'],
        scope,
      })
    ).orders?.orders ?? [];

  it('shows a Buyer their own orders and an Admin the whole company’s, with who placed them', async () => {
    const admin = await newCompany(backend, 'Inkoop B.V.');
    const buyer = await colleague(backend, admin, 'Buyer', 'Bram Buyer');
    const buyersOrder = await placed(buyer.client, 'PO-BRAM-1');
    const adminsOrder = await placed(admin.client, 'PO-ANNA-1');

    const companyWide = await awaiting(admin.client, 'Company');
    expect(
      companyWide.map((order) => [order?.id, order?.partner?.name, order?.clientOrderRef]),
    ).toEqual([
      [adminsOrder, 'Anna Admin', 'PO-ANNA-1'],
      [buyersOrder, 'Bram Buyer', 'PO-BRAM-1'],
    ]);
    expect((await awaiting(admin.client, 'Mine')).map((order) => order?.id)).toEqual([adminsOrder]);
    // A Buyer's lists hold their own orders, whatever scope they ask for.
    for (const scope of [undefined, 'Mine', 'Company'] as const) {
      expect((await awaiting(buyer.client, scope)).map((order) => order?.id)).toEqual([
        buyersOrder,
      ]);
    }
    const foreign = await buyer.client.request('query o($id: Int) { order(id: $id) { id name } }', {
      id: adminsOrder,
    });
    expect(foreign.errors?.map((error) => error.message)).toEqual([ERRORS.orderDoesNotExist]);
    // Nor does any other company see either.
    const other = await newCompany(backend, 'Buiten B.V.');
    expect(await awaiting(other.client, 'Company')).toEqual([]);
    const outside = await other.client.request('query o($id: Int) { order(id: $id) { id } }', {
      id: buyersOrder,
    });
    expect(outside.errors?.map((error) => error.message)).toEqual([ERRORS.orderDoesNotExist]);
    expect(
      (await ok(other.client, getOrdersInScopeDocument, { scope: 'Company' })).orders?.orders,
    ).toEqual([]);
  });

  it('refuses to place an order without a PO reference when the company requires one', async () => {
    const admin = await newCompany(backend, 'Referentie B.V.');
    const buyer = await colleague(backend, admin, 'Buyer');
    const { updateBuyingCompany } = await ok(admin.client, updateBuyingCompanyDocument, {
      poReferenceRequired: true,
    });
    expect(updateBuyingCompany?.poReferenceRequired).toBe(true);
    expect((await ok(buyer.client, getBuyingCompanyDocument, {})).buyingCompany).toMatchObject({
      poReferenceRequired: true,
    });
    await cartWithProduct(buyer.client);
    const refused = await placeByTransfer(buyer.client);
    expect(refused.answer.error?.data?.message).toBe(ERRORS.poReferenceRequired);
    // Nothing was placed: the cart is still the shopper's, and with a reference it goes.
    expect(await awaiting(buyer.client)).toEqual([]);
    await ok(buyer.client, updateOrderRefDocument, { clientOrderRef: '  ' });
    expect((await placeByTransfer(buyer.client)).answer.error?.data?.message).toBe(
      ERRORS.poReferenceRequired,
    );
    await ok(buyer.client, updateOrderRefDocument, { clientOrderRef: 'PO-42' });
    const placedOrder = await placeByTransfer(buyer.client);
    expect(placedOrder.answer.error).toBeUndefined();
  });

  it('keeps a Requester from placing an order by any payment, and to their own orders', async () => {
    const admin = await newCompany(backend, 'Aanvraag B.V.');
    const requester = await colleague(backend, admin, 'Requester', 'Rita Requester');
    expect((await ok(requester.client, getBuyingCompanyDocument, {})).buyingCompany?.role).toBe(
      'Requester',
    );
    const adminsOrder = await placed(admin.client, 'PO-ANNA-2');
    await cartWithProduct(requester.client);
    await ok(requester.client, updateOrderRefDocument, { clientOrderRef: 'PO-RITA-1' });
    expect((await placeByTransfer(requester.client)).answer.error?.data?.message).toBe(
      ERRORS.requestersDoNotPlace,
    );
    const transfer = present(
      (await ok(requester.client, paymentLoadProvidersDocument, {})).paymentAcquirers?.find(
        (acquirer) => acquirer.name === ACQUIRERS.transfer,
      ),
      'the transfer acquirer',
    );
    expect(
      await fails(requester.client, paymentMakeExternalDocument, {
        paymentAcquireId: transfer.id,
        extra: { returnUrl: 'http://127.0.0.1:3000/checkout' },
      }),
    ).toEqual([ERRORS.requestersDoNotPlace]);
    // Nothing was placed, and the company's other orders stay out of the Requester's lists.
    expect(await awaiting(requester.client, 'Company')).toEqual([]);
    expect((await awaiting(admin.client, 'Company')).map((order) => order?.id)).toEqual([
      adminsOrder,
    ]);
    // Made a Buyer, the same cart goes.
    await ok(admin.client, updateCompanyMemberRoleDocument, {
      memberId: requester.id,
      role: 'Buyer',
    });
    expect((await placeByTransfer(requester.client)).answer.error).toBeUndefined();
  });

  it("lists an Admin's own confirmed orders or the company's", async () => {
    const client = await signedIn(backend, BUSINESS);
    const all = (await ok(client, ordersGetDocument, { pageSize: 50 })).orders?.orders ?? [];
    const company = await ok(client, getOrdersInScopeDocument, { scope: 'Company', pageSize: 50 });
    expect(company.orders?.orders?.map((order) => order?.id)).toEqual(
      all.map((order) => order?.id),
    );
    const mine = await ok(client, getOrdersInScopeDocument, { scope: 'Mine', pageSize: 50 });
    expect(mine.orders?.orders?.map((order) => order?.id)).toEqual(
      all.filter((order) => order?.partner?.name === BUSINESS.name).map((order) => order?.id),
    );
  });

  it("keeps a Buyer to the invoices of their own orders, and another company out of the company's", async () => {
    // A Buyer of the business demo customer's company, who has placed no order.
    const jan = { account: BUSINESS, client: await signedIn(backend, BUSINESS) };
    const companyInvoices = (await ok(jan.client, getInvoicesDocument, { pageSize: 50 })).invoices;
    const theirs = present(companyInvoices?.invoices?.[0], "one of the company's invoices");
    const buyer = await colleague(backend, jan, 'Buyer', 'Bea Buyer');
    const INVOICE = 'query i($id: Int) { invoice(id: $id) { id name } }';
    expect((await ok(buyer.client, getInvoicesDocument, { pageSize: 50 })).invoices).toEqual({
      totalCount: 0,
      invoices: [],
    });
    expect(
      (await buyer.client.request(INVOICE, { id: theirs.id })).errors?.map((e) => e.message),
    ).toEqual(['Invoice does not exist.']);
    // Nor does an Admin of another company see any of them.
    const other = await newCompany(backend, 'Factuur B.V.');
    expect(
      (await ok(other.client, getInvoicesDocument, { pageSize: 50 })).invoices?.totalCount,
    ).toBe(0);
    expect(
      (await other.client.request(INVOICE, { id: theirs.id })).errors?.map((e) => e.message),
    ).toEqual(['Invoice does not exist.']);
    // The Buyer keeps out of the company's documents until an Admin makes them one.
    await ok(jan.client, revokeCompanyMemberAccessDocument, { memberId: buyer.id });
  });

  it('names who placed the orders an invoice bills', async () => {
    const client = await signedIn(backend, BUSINESS);
    const { invoices } = await ok(client, getInvoicesDocument, { pageSize: 50 });
    const { orders } = await ok(client, ordersGetDocument, { pageSize: 50 });
    const placedBy = new Map(
      (orders?.orders ?? []).map((order) => [order?.name, order?.partner?.name]),
    );
    const billed = (invoices?.invoices ?? []).filter((invoice) =>
      placedBy.has(invoice?.invoiceOrigin ?? ''),
    );
    expect(billed.length).toBeGreaterThan(0);
    for (const invoice of billed) {
      expect(invoice?.placedBy).toBe(placedBy.get(invoice?.invoiceOrigin ?? ''));
    }
  });
});
