import type { Context } from '../../context';
import { OdooError } from '../../errors';
import { PUNCHOUT_ERRORS } from './errors';
import { closeOpenPunchout, openPunchout } from './session';
import type { Overrides, Resolver, ResolverOverride } from '../../executable-schema';

// vsf_punchout's restricted role, enforced by Odoo and not only by the storefront: a punch-out
// cart goes back to the procurement system, it is never paid here; an inspected cart is read-only;
// logging out or in as anyone ends the punch-out.

/** Runs `check` before the resolver it overrides; a refusal rolls the request back. */
const before =
  (check: (context: Context) => Promise<void>): ResolverOverride =>
  (next: Resolver): Resolver =>
  async (parent, args, context, info) => {
    await check(context);
    return next(parent, args, context, info);
  };

/** Refuses the mutation with `message` while the session has a punch-out open. */
const refuseDuringPunchout = (message: string) =>
  before(async (context) => {
    if (await openPunchout(context)) throw new OdooError(message);
  });

async function refuseInspectedCartChange(context: Context): Promise<void> {
  const open = await openPunchout(context);
  if (open?.operation === 'INSPECT') throw new OdooError(PUNCHOUT_ERRORS.inspectOnly);
}

/**
 * Login keeps the session's cart for the new user; a punch-out cart belongs to the procurement
 * system's session, so it stays behind (a draft of the buyer) when the punch-out ends this way.
 */
async function endPunchoutBeforeLogin(context: Context): Promise<void> {
  if (!(await closeOpenPunchout(context))) return;
  await context.db.query('UPDATE http_session SET sale_order_id = NULL WHERE id = $1', [
    context.session.id,
  ]);
  context.session = { ...context.session, sale_order_id: null };
}

const noPayment = refuseDuringPunchout(PUNCHOUT_ERRORS.notPaid);
const readOnlyWhenInspected = before(refuseInspectedCartChange);

export const punchoutOverrides: Overrides = {
  Mutation: {
    makePayment: noPayment,
    // Odoo answers adyenAcquirerInfo (the acquirer's state and public client key) to anyone: it
    // asks Adyen nothing and opens no payment. Everything else below does one or the other.
    adyenPaymentMethods: noPayment,
    adyenTransaction: noPayment,
    adyenPayments: noPayment,
    adyenPaymentDetails: noPayment,
    updateOrder: noPayment,
    // vsf_sale_approval's submission detaches the cart from the session like a payment would.
    submitCartForApproval: noPayment,
    cartAddItem: readOnlyWhenInspected,
    cartUpdateItem: readOnlyWhenInspected,
    cartRemoveItem: readOnlyWhenInspected,
    cartClear: readOnlyWhenInspected,
    cartAddMultipleItems: readOnlyWhenInspected,
    cartUpdateMultipleItems: readOnlyWhenInspected,
    cartRemoveMultipleItems: readOnlyWhenInspected,
    setShippingMethod: readOnlyWhenInspected,
    applyCoupon: refuseDuringPunchout(PUNCHOUT_ERRORS.noCoupon),
    login: before(endPunchoutBeforeLogin),
    logout: before(async (context) => {
      await closeOpenPunchout(context);
    }),
  },
};
