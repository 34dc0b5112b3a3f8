'use server';

import { setCartSizeCookie } from '@/lib/cart/cart-size-cookie.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { NO_INPUT, ShopperRefusal, shopperAction } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import { approvalRuleSchema, rejectRequestSchema, requestIdSchema } from './approval-schemas';
import {
  approveRequest,
  rejectRequest,
  submitCartForApproval,
  updateApprovalRule,
} from './approvals.server';

// Submitting the cart for approval and deciding on a request. Any signed-in customer may call
// them: Odoo checks the caller's company and role on each (a Requester's cart, an Admin who is
// not the requester) and refuses in its own words, which shopperAction answers in the shop's.

type ApprovalTranslate = Translate<'Approvals'>;

const approvals = { access: 'signed-in', messages: 'Approvals' } as const;

/** A backend without vsf_sale_approval is sent nothing: the shop offers none of this there. */
async function offered<T>(translate: ApprovalTranslate, change: () => Promise<T>): Promise<T> {
  const result = await whenAvailable('approvals', change);
  if (!result.available) throw new ShopperRefusal(translate('unavailable'));
  return result.data;
}

/** The cart goes to the company's Admins instead of being paid; the shopper gets a new cart. */
export const submitForApprovalAction = shopperAction({
  ...approvals,
  name: 'submitCartForApproval',
  input: NO_INPUT,
  describeUnanswered: (translate) => translate('submitUnanswered'),
  run: async (_input, { translate }) => {
    const request = await offered(translate, submitCartForApproval);
    // Odoo gave the session a new, empty cart.
    await setCartSizeCookie({ lineCount: 0, quantity: 0 });
    return { id: request.id, message: translate('submitted', { name: request.name }) };
  },
});

export const approveRequestAction = shopperAction({
  ...approvals,
  name: 'approveRequest',
  input: requestIdSchema,
  describeUnanswered: (translate) => translate('decisionUnanswered'),
  run: async ({ requestId }, { translate }) => {
    const request = await offered(translate, () => approveRequest(requestId));
    return { status: request.status, message: translate('approved', { name: request.name }) };
  },
});

export const rejectRequestAction = shopperAction({
  ...approvals,
  name: 'rejectRequest',
  input: rejectRequestSchema,
  describeUnanswered: (translate) => translate('decisionUnanswered'),
  run: async ({ requestId, reason }, { translate }) => {
    const request = await offered(translate, () => rejectRequest(requestId, reason));
    return { status: request.status, message: translate('rejected', { name: request.name }) };
  },
});

export const updateApprovalRuleAction = shopperAction({
  ...approvals,
  name: 'updateApprovalRule',
  input: approvalRuleSchema,
  run: async ({ amount }, { translate }) => {
    const above = await offered(translate, () => updateApprovalRule(amount));
    return { above, message: translate(above === null ? 'ruleRequestersOnly' : 'ruleSaved') };
  },
});
