/**
 * An error whose message Odoo itself would return (`Wrong email or password.`, ...). The message
 * reaches the client as is; any error rolls the whole request back.
 */
export class OdooError extends Error {
  override name = 'OdooError';
}

export const ODOO_ERRORS = {
  wrongLogin: 'Wrong email or password.',
  alreadyRegistered: 'Another user is already registered using this email address.',
  invalidEmail: 'Invalid email.',
  couldNotReset: 'Could not reset your password.',
  couldNotChange: 'Could not change your password.',
  incorrectPassword: 'Incorrect password.',
  mustBeLoggedIn: 'You must be logged in.',
  partnerCannotBeUpdated: 'Partner cannot be updated.',
  partnerDoesNotExist: 'Partner does not exist.',
  userDoesNotExist: 'User does not exist.',
  cartNotFound: 'Shopping cart not found.',
  addressNotFound: 'Address not found.',
  cantUpdatePublicAddress: "Can't update public user address.",
  cantDeletePublicAddress: "Can't delete public user address.",
  cantDeletePrimaryAddress: "You can't delete the primary address.",
  orderDoesNotExist: 'Sale Order does not exist.',
  invoiceDoesNotExist: 'Invoice does not exist.',
  documentDoesNotExist: 'This document does not exist.',
  productDoesNotExist: 'Product does not exist',
  /** website_sale's _cart_update: no such product (or not for sale), or a line the cart has not. */
  cartProductDoesNotExist: 'The given product does not exist therefore it cannot be added to cart.',
  alreadyInWishlist: 'Product already exists in the Wishlist.',
  acquirerDoesNotExist: 'Payment acquirer does not exist.',
  adyenAcquirerDoesNotExist: 'Payment acquirer with "adyen" Provider does not exist.',
  transactionDoesNotExist: 'Payment transaction does not exist.',
  /** The paymentTransaction query's own spelling (the Adyen mutations write the one above). */
  paymentTransactionDoesNotExist: 'Payment Transaction does not exist.',
  cartDoesNotExist: 'Cart does not exist',
} as const;

/**
 * Odoo's MissingError text for records that do not exist (`browse()` of a stale id read): the model,
 * the ids and the caller's user id (the website's public user is 4 on a fresh database).
 */
export function missingRecordMessage(model: string, ids: readonly number[], uid: number | null) {
  return `Record does not exist or has been deleted.\n(Record: ${model}(${ids.join(', ')},), User: ${uid ?? PUBLIC_UID})`;
}

/** The public user's id in a fresh Odoo 15 database (base.public_user). */
export const PUBLIC_UID = 4;

/**
 * Odoo's AccessError for a caller whose groups may not read a model at all (ir.model.access
 * check: the model's name, its technical name, the groups that may), in English.
 */
export function accessRightsMessage(documentKind: string, model: string, groups: string[]) {
  return `You are not allowed to access '${documentKind}' (${model}) records.

This operation is allowed for the following groups:
${groups.map((group) => `\t- ${group}`).join('\n')}

Contact your administrator to request access if necessary.`;
}
