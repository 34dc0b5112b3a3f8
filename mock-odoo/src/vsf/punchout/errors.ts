/** vsf_punchout's error texts (raised with _() like Odoo's own, so translatable). */
export const PUNCHOUT_ERRORS = {
  returnUrlNotAllowed: 'Return URL not allowed.',
  requestExpired: 'Request expired.',
  duplicatePayload: 'Duplicate payloadID.',
  invalidQuantity: 'Quantity must be positive.',
  tooManyItems: 'Too many items.',
  linkExpired: 'This punch-out link has expired or was already used.',
  noSession: 'No punch-out session.',
  notPaid: 'Punch-out carts are transferred to the procurement system, not paid.',
  inspectOnly: 'This punch-out cart can only be inspected.',
  noCoupon: 'Coupons do not apply to punch-out carts.',
} as const;
