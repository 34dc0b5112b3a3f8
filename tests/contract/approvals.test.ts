// Contract: order approvals (vsf_sale_approval, docs/odoo-extensions.md). A company's rule (every
// Requester's order, and every order above an amount excl. VAT), submitting the cart instead of
// paying, an Admin's approval (the order placed by bank transfer) or rejection with a reason, the
// mails, and that nobody outside the company, nor the requester, decides.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveRequestDocument,
  cartAddItemDocument,
  cartClearDocument,
  cartLoadDocument,
  cartNeedsApprovalDocument,
  getApprovalRequestDocument,
  getApprovalRequestsDocument,
  getApprovalRuleDocument,
  getQuotationsDocument,
  rejectRequestDocument,
  submitCartForApprovalDocument,
  updateApprovalRuleDocument,
  updateOrderRefDocument,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { fails, ok, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { colleague, newCompany, startTransfer, type Person } from './company-people';
import { mailsTo } from './mailbox';
import { sellableVariants } from './products';

const backend = contractBackend();

const ERRORS = {
  adminsOnly: 'Only an administrator of your company may do this.',
  requestersDoNotPlace: 'Your role lets you request orders, not place them.',
  needsApproval:
    "This order needs your company's approval: submit it for approval instead of paying.",
  notFound: 'This request does not exist or is not yours to see.',
  ownRequest: 'Nobody approves or rejects their own request.',
  decided: 'This request has been decided already.',
  reasonRequired: 'Give a reason for rejecting the request.',
  cartEmpty: 'Your cart is empty.',
  noApprovalNeeded: 'This order does not need approval.',
  amountInvalid: 'Enter an amount of 0 or more.',
  noApprover:
    'Nobody in your company can approve this request: an administrator other than you must approve it. Ask an administrator to invite one.',
};

const THRESHOLD = 500;

describe('order approvals', { timeout: 240_000 }, () => {
  let variantId = 0;
  let unitUntaxed = 0;

  beforeAll(async () => {
    const variant = present(
      (await sellableVariants(backend.client())).find(
        (candidate) =>
          candidate.price >= 40 &&
          candidate.price <= 250 &&
          (!candidate.storable || candidate.qty >= 50),
      ),
      'a variant to fill carts with',
    );
    variantId = variant.id;
  });

  /** The caller's cart holds `quantity` of the variant (added to an empty cart). */
  async function cartOf(client: OdooTestClient, quantity: number) {
    const { cartAddItem } = await ok(client, cartAddItemDocument, {
      productId: variantId,
      quantity,
    });
    return present(cartAddItem?.order, 'the cart');
  }

  /** The quantity whose untaxed amount is just under (`below`) or over the amount. */
  async function quantityAround(client: OdooTestClient, amount: number, below: boolean) {
    if (!unitUntaxed) {
      const probe = await cartOf(client, 1);
      unitUntaxed = present(probe.amountUntaxed, 'untaxed');
      await ok(client, cartClearDocument, {});
    }
    return below ? Math.floor(amount / unitUntaxed) : Math.floor(amount / unitUntaxed) + 1;
  }

  const requestsOf = async (person: Person, scope?: 'Mine' | 'Company') =>
    (await ok(person.client, getApprovalRequestsDocument, { scope })).approvalRequests;

  it('sends a Buyer’s order above the amount for approval and lets a smaller one through', async () => {
    const admin = await newCompany(backend, 'Drempel B.V.');
    const buyer = await colleague(backend, admin, 'Buyer');
    expect(
      await fails(buyer.client, updateApprovalRuleDocument, { approvalAbove: THRESHOLD }),
    ).toEqual([ERRORS.adminsOnly]);
    expect(await fails(admin.client, updateApprovalRuleDocument, { approvalAbove: -5 })).toEqual([
      ERRORS.amountInvalid,
    ]);
    const { updateApprovalRule } = await ok(admin.client, updateApprovalRuleDocument, {
      approvalAbove: THRESHOLD,
    });
    expect(updateApprovalRule?.approvalAbove).toBe(THRESHOLD);
    expect((await ok(buyer.client, getApprovalRuleDocument, {})).buyingCompany?.approvalAbove).toBe(
      THRESHOLD,
    );

    const small = await cartOf(buyer.client, await quantityAround(buyer.client, 400, true));
    expect(present(small.amountUntaxed, 'untaxed')).toBeLessThanOrEqual(400);
    expect((await ok(buyer.client, cartNeedsApprovalDocument, {})).cart?.order?.needsApproval).toBe(
      false,
    );
    expect(await fails(buyer.client, submitCartForApprovalDocument, {})).toEqual([
      ERRORS.noApprovalNeeded,
    ]);
    const placedSmall = await startTransfer(backend, buyer.client);
    expect(placedSmall.answer.error).toBeUndefined();
    await buyer.client.form('/payment/transfer/feedback', {
      reference: present(placedSmall.answer.result?.reference, 'reference'),
    });
    // The shop reads the cart next, which starts a new one (the placed order is a sent quotation).
    await ok(buyer.client, cartLoadDocument, {});

    const large = await cartOf(buyer.client, await quantityAround(buyer.client, 600, false));
    expect(present(large.amountUntaxed, 'untaxed')).toBeGreaterThan(600);
    expect((await ok(buyer.client, cartNeedsApprovalDocument, {})).cart?.order?.needsApproval).toBe(
      true,
    );
    expect((await startTransfer(backend, buyer.client)).answer.error?.data?.message).toBe(
      ERRORS.needsApproval,
    );
    const { submitCartForApproval } = await ok(buyer.client, submitCartForApprovalDocument, {});
    expect(submitCartForApproval).toMatchObject({ id: large.id, status: 'Pending' });
    expect((await requestsOf(admin)).requests.map((request) => request.id)).toEqual([large.id]);
  });

  it('takes a Requester’s list to an Admin who approves it, and the order is placed', async () => {
    const admin = await newCompany(backend, 'Aanvragen B.V.', 'Anna Admin');
    const requester = await colleague(backend, admin, 'Requester', 'Rita Requester');
    const cart = await cartOf(requester.client, 2);
    await ok(requester.client, updateOrderRefDocument, { clientOrderRef: 'PO-RITA-7' });
    expect(
      (await ok(requester.client, cartNeedsApprovalDocument, {})).cart?.order?.needsApproval,
    ).toBe(true);
    expect((await startTransfer(backend, requester.client)).answer.error?.data?.message).toBe(
      ERRORS.requestersDoNotPlace,
    );

    const request = present(
      (await ok(requester.client, submitCartForApprovalDocument, {})).submitCartForApproval,
      'the request',
    );
    expect(request).toMatchObject({
      id: cart.id,
      status: 'Pending',
      requestedBy: 'Rita Requester',
      canDecide: false,
      decidedBy: null,
      reason: null,
    });
    expect(request.order.clientOrderRef).toBe('PO-RITA-7');
    const lines = request.order.orderLines?.map((line) => [line?.product?.id, line?.quantity]);
    expect(lines).toEqual([[variantId, 2]]);
    // The requester shops on in a new, empty cart.
    const after = present((await ok(requester.client, cartLoadDocument, {})).cart?.order, 'cart');
    expect(after.id).not.toBe(cart.id);
    expect(after.orderLines ?? []).toEqual([]);
    expect(await fails(requester.client, submitCartForApprovalDocument, {})).toEqual([
      ERRORS.cartEmpty,
    ]);
    // The Admin is mailed a link to the request; the requester decides nothing.
    const asked = await mailsTo(backend, admin.account.login);
    expect(asked[0]?.subject).toContain(request.name);
    expect(asked[0]?.body).toContain(`/my/requests/${request.id}`);
    expect(await fails(requester.client, approveRequestDocument, { id: request.id })).toEqual([
      ERRORS.adminsOnly,
    ]);

    const waiting = (await ok(admin.client, getApprovalRequestDocument, { id: request.id }))
      .approvalRequest;
    expect(waiting).toMatchObject({ status: 'Pending', canDecide: true });
    expect(waiting.order.orderLines?.map((line) => line?.product?.id)).toEqual([variantId]);
    const pending = await requestsOf(admin);
    expect(pending.requests.map((row) => [row.id, row.status, row.canDecide])).toEqual([
      [request.id, 'Pending', true],
    ]);
    const { approveRequest } = await ok(admin.client, approveRequestDocument, { id: request.id });
    expect(approveRequest).toMatchObject({ status: 'Approved', decidedBy: 'Anna Admin' });
    expect(approveRequest?.decidedAt).toBeTruthy();
    expect(await fails(admin.client, approveRequestDocument, { id: request.id })).toEqual([
      ERRORS.decided,
    ]);
    // Placed by bank transfer: the requester's order waits for the money.
    const awaiting = await ok(requester.client, getQuotationsDocument, {
      pageSize: 50,
      portalStates: ['WaitingForPayment'],
    });
    expect(awaiting.orders?.orders?.map((order) => order?.id)).toEqual([request.id]);
    const seen = (await ok(requester.client, getApprovalRequestDocument, { id: request.id }))
      .approvalRequest;
    expect(seen).toMatchObject({ status: 'Approved', decidedBy: 'Anna Admin' });
    expect((await mailsTo(backend, requester.account.login))[0]?.subject).toContain(request.name);

    // The approved order's lines stay what was approved, whatever the requester's cart does.
    await cartOf(requester.client, 5);
    await ok(requester.client, submitCartForApprovalDocument, {});
    const approved = (await ok(admin.client, getApprovalRequestDocument, { id: request.id }))
      .approvalRequest;
    expect(approved.order.orderLines?.map((line) => [line?.product?.id, line?.quantity])).toEqual(
      lines,
    );

    // The second request is rejected with a reason the requester reads.
    const second = (await requestsOf(requester)).requests.find((row) => row.status === 'Pending');
    const secondId = present(second, 'the second request').id;
    expect(
      await fails(admin.client, rejectRequestDocument, { id: secondId, reason: '  ' }),
    ).toEqual([ERRORS.reasonRequired]);
    await ok(admin.client, rejectRequestDocument, {
      id: secondId,
      reason: 'Over budget this month',
    });
    const rejected = (await ok(requester.client, getApprovalRequestDocument, { id: secondId }))
      .approvalRequest;
    expect(rejected).toMatchObject({
      status: 'Rejected',
      reason: 'Over budget this month',
      decidedBy: 'Anna Admin',
    });
    expect((await mailsTo(backend, requester.account.login))[0]?.body).toContain(
      'Over budget this month',
    );
    expect((await requestsOf(requester)).requests.map((row) => [row.id, row.status])).toEqual([
      [secondId, 'Rejected'],
      [request.id, 'Approved'],
    ]);
  });

  it('lets nobody approve their own request, nor another company see or decide one', async () => {
    const admin = await newCompany(backend, 'Eigen B.V.');
    await ok(admin.client, updateApprovalRuleDocument, { approvalAbove: 1 });
    await cartOf(admin.client, 1);
    // The only Admin asks: nobody may approve it.
    expect(await fails(admin.client, submitCartForApprovalDocument, {})).toEqual([
      ERRORS.noApprover,
    ]);
    const second = await colleague(backend, admin, 'Admin', 'Aart Admin');
    const request = present(
      (await ok(admin.client, submitCartForApprovalDocument, {})).submitCartForApproval,
      'the request',
    );
    expect(request.canDecide).toBe(false);
    expect(await fails(admin.client, approveRequestDocument, { id: request.id })).toEqual([
      ERRORS.ownRequest,
    ]);
    expect(
      await fails(admin.client, rejectRequestDocument, { id: request.id, reason: 'No' }),
    ).toEqual([ERRORS.ownRequest]);

    const other = await newCompany(backend, 'Buurman B.V.');
    expect(await fails(other.client, getApprovalRequestDocument, { id: request.id })).toEqual([
      ERRORS.notFound,
    ]);
    expect(await fails(other.client, approveRequestDocument, { id: request.id })).toEqual([
      ERRORS.notFound,
    ]);
    expect((await requestsOf(other, 'Company')).totalCount).toBe(0);
    // A made-up id reads the same.
    expect(await fails(second.client, getApprovalRequestDocument, { id: 999_999 })).toEqual([
      ERRORS.notFound,
    ]);
    expect(
      (await ok(second.client, approveRequestDocument, { id: request.id })).approveRequest?.status,
    ).toBe('Approved');
  });
});
