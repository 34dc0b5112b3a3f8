import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  approveRequestAction,
  rejectRequestAction,
  submitForApprovalAction,
  updateApprovalRuleAction,
} from '@/lib/approvals/approval-actions';
import { getApprovalRequest, getApprovalRule } from '@/lib/approvals/approvals.server';
import { cartLoad } from '@/lib/cart/cart.server';
import { startPaymentAction } from '@/lib/payment/payment-actions';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { as, colleague, newCompany } from '@/tests/support/company-people';
import { cartAtPayment as toPayment } from '@/tests/support/customer-at-payment';
import { requestHeaders } from '@/tests/support/fake-next-headers';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// The approvals' server actions against mock-odoo: the shop's own checks (zod), a Requester's
// cart submitted instead of paid (no payment starts by any provider), an Admin's decision, and
// Odoo's refusals in the shop's words.

vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();
let variantId = 0;
let countryId = 0;
let providerIds: number[] = [];

beforeAll(async () => {
  variantId = (await sellableVariants(odoo(), 1))[0]!.id;
  const country = await odoo().db.query<{ id: number }>(
    "SELECT id FROM res_country WHERE code = 'NL'",
  );
  countryId = country.rows[0]!.id;
  const acquirers = await odoo().db.query<{ id: number }>(
    "SELECT id FROM payment_acquirer WHERE state <> 'disabled' ORDER BY id",
  );
  providerIds = acquirers.rows.map((row) => row.id);
});

beforeEach(() => {
  resetRateLimits();
  requestHeaders.set('x-next-intl-locale', 'en');
});

/** The signed-in shopper's cart with the variant, up to the payment step. */
const cartAtPayment = (quantity: number) =>
  toPayment({ variantId, quantity, countryId, name: 'Rita Requester' });

describe('approval actions', () => {
  it('submit a Requester’s cart, which no payment places, and an Admin approves it', async () => {
    const admin = await newCompany('Goedkeuring B.V.');
    const requester = await colleague(odoo().url, 'Rita Requester', 'Requester');
    await as(requester);
    const orderId = await cartAtPayment(2);
    for (const providerId of providerIds) {
      const refused = await startPaymentAction({ providerId });
      expect(refused.ok, `provider ${providerId}`).toBe(false);
    }
    const first = await startPaymentAction({ providerId: providerIds[0] });
    expect(first).toEqual({ ok: false, error: en.OdooMessages.requestersDoNotPlace });

    const submitted = actionData(await submitForApprovalAction());
    expect(submitted.id).toBe(orderId);
    const request = await getApprovalRequest(orderId);
    expect(submitted.message).toBe(en.Approvals.submitted.replace('{name}', request.name));
    expect(request).toMatchObject({ status: 'Pending', requestedBy: 'Rita Requester' });
    const after = await cartLoad();
    expect(after.id).not.toBe(orderId);
    expect(after.lineCount).toBe(0);
    expect(await submitForApprovalAction()).toEqual({
      ok: false,
      error: en.OdooMessages.approvalCartEmpty,
    });
    // Only an Admin decides, and not on a made-up id.
    expect(await approveRequestAction({ requestId: orderId })).toEqual({
      ok: false,
      error: en.OdooMessages.companyAdminsOnly,
    });

    await as(admin);
    expect(await getApprovalRequest(orderId)).toMatchObject({ status: 'Pending', canDecide: true });
    expect(await approveRequestAction({ requestId: 999_999 })).toEqual({
      ok: false,
      error: en.OdooMessages.approvalNotFound,
    });
    const approved = actionData(await approveRequestAction({ requestId: orderId }));
    expect(approved.status).toBe('Approved');
    expect((await getApprovalRequest(orderId)).decidedBy).toBe('Anna Admin');
    expect(await rejectRequestAction({ requestId: orderId, reason: 'Te laat' })).toEqual({
      ok: false,
      error: en.OdooMessages.approvalDecided,
    });
  });

  it('reject with a reason, which the form requires, and keep the rule an Admin sets', async () => {
    const admin = await newCompany('Regel B.V.');
    expect(await updateApprovalRuleAction({ amount: '12,5' })).toMatchObject({ ok: false });
    expect(await updateApprovalRuleAction({ amount: -3 })).toMatchObject({ ok: false });
    expect(actionData(await updateApprovalRuleAction({ amount: 499.95 }))).toEqual({
      above: 499.95,
      message: en.Approvals.ruleSaved,
    });
    expect(await getApprovalRule()).toBe(499.95);
    const buyer = await colleague(odoo().url, 'Bram Buyer', 'Buyer');
    await as(buyer);
    expect(await updateApprovalRuleAction({ amount: 100 })).toEqual({
      ok: false,
      error: en.OdooMessages.companyAdminsOnly,
    });
    // A Buyer's cart above the amount waits too.
    const orderId = await cartAtPayment(40);
    expect(actionData(await submitForApprovalAction()).id).toBe(orderId);

    await as(admin);
    expect(await rejectRequestAction({ requestId: orderId, reason: '   ' })).toMatchObject({
      ok: false,
    });
    expect(
      actionData(await rejectRequestAction({ requestId: orderId, reason: 'Over budget' })).status,
    ).toBe('Rejected');
    await as(buyer);
    expect(await getApprovalRequest(orderId)).toMatchObject({
      status: 'Rejected',
      reason: 'Over budget',
    });
    await as(admin);
    expect(actionData(await updateApprovalRuleAction({ amount: null }))).toEqual({
      above: null,
      message: en.Approvals.ruleRequestersOnly,
    });
  });
});
