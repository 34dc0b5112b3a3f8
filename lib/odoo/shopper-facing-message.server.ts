import 'server-only';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

// Odoo answers a shopper's mistake (a wrong password, an unknown product) and a crash of its own
// the same way: a GraphQL error whose message is a string. Odoo's crashes, PostgreSQL's and the
// GraphQL layer's texts are open-ended (host names, file paths, user ids), so no list of what to
// hold back is ever complete. The shop therefore shows only the refusals it knows, in its own
// translation (messages/*.json, OdooMessages); every other text goes to the server log only.

/**
 * The refusals a shopper may meet, by the key of the shop's translation, with the English source
 * Odoo words them in (and, where Odoo translates a text itself, its own translations):
 * graphql_vuestorefront 15.0's resolver errors, then those of the
 * shop's own Odoo modules (delivery, addresses, payment, punch-out).
 */
export const KNOWN_ODOO_MESSAGES = {
  wrongLogin: ['Wrong email or password.'],
  // auth_signup's and website_sale's texts come in Odoo's own translations too (its i18n).
  alreadyRegistered: [
    'Another user is already registered using this email address.',
    'Ein anderer Benutzer ist bereits mit dieser Emailadresse registriert',
    'Другой пользователь уже зарегистрирован под данным email адресом.',
  ],
  invalidEmail: ['Invalid email.', 'Ongeldig e-mail.', 'E-Mail falsch.'],
  couldNotReset: ['Could not reset your password.'],
  couldNotChange: ['Could not change your password.'],
  incorrectPassword: ['Incorrect password.'],
  mustBeLoggedIn: ['You must be logged in.'],
  partnerCannotBeUpdated: ['Partner cannot be updated.'],
  partnerDoesNotExist: ['Partner does not exist.'],
  userDoesNotExist: ['User does not exist.'],
  cartNotFound: ['Shopping cart not found.'],
  addressNotFound: ['Address not found.'],
  cantUpdatePublicAddress: ["Can't update public user address."],
  cantDeletePublicAddress: ["Can't delete public user address."],
  cantDeletePrimaryAddress: ["You can't delete the primary address."],
  orderDoesNotExist: ['Sale Order does not exist.'],
  invoiceDoesNotExist: ['Invoice does not exist.'],
  documentDoesNotExist: ['This document does not exist.'],
  productDoesNotExist: ['Product does not exist'],
  // website_sale's _cart_update: a product it cannot put in the cart, a line the cart has not.
  cartProductRefused: [
    'The given product does not exist therefore it cannot be added to cart.',
    'Het opgegeven product bestaat niet en kan zodoende niet aan het winkelmandje worden toegevoegd.',
    'Das angegebene Produkt existiert nicht, daher kann es nicht in den Warenkorb gelegt werden.',
    'Этого товара не существует, поэтому его нельзя добавить в корзину.',
  ],
  alreadyInWishlist: ['Product already exists in the Wishlist.'],
  acquirerDoesNotExist: [
    'Payment acquirer does not exist.',
    'Payment acquirer with "adyen" Provider does not exist.',
  ],
  // The addon spells it both ways (payment query and Adyen mutations).
  transactionDoesNotExist: [
    'Payment transaction does not exist.',
    'Payment Transaction does not exist.',
  ],
  cartDoesNotExist: ['Cart does not exist'],
  mailingListDoesNotExist: ['Maillist does not exist.'],
  quantityMustBePositive: ['Quantity must be positive.'],
  deliveryMethodDoesNotExist: ['Delivery method does not exist.'],
  countryDoesNotExist: ['Country does not exist.'],
  stateDoesNotExist: ['State does not exist.'],
  paymentMethodNotAvailable: ['Payment method not available.'],
  // website_sale's payment route (Odoo 15): the total changed since the page showed it.
  cartUpdated: ['The cart has been updated. Please refresh the page.'],
  orderCanceled: ['The order has been canceled.'],
  // payment_adyen: Adyen refused the request (HTTP error) or could not be reached; Odoo writes
  // the provider's name before its own translation of the text.
  adyenFailed: [
    'Adyen: The communication with the API failed.',
    'Adyen: De communicatie met de API is mislukt.',
    'Adyen: Die Kommunikation mit der API ist fehlgeschlagen.',
    'Adyen: Связь с API не удалась.',
    'Adyen: Could not establish the connection to the API.',
    'Adyen: Kan geen verbinding maken met de API.',
    'Adyen: Verbindung mit API konnte nicht hergestellt werden.',
    'Adyen: Не удалось установить соединение с API.',
  ],
  punchoutLinkExpired: ['This punch-out link has expired or was already used.'],
  punchoutNotPaid: ['Punch-out carts are transferred to the procurement system, not paid.'],
  punchoutInspectOnly: ['This punch-out cart can only be inspected.'],
  punchoutNoCoupon: ['Coupons do not apply to punch-out carts.'],
  // vsf_b2b_company: a company's people, its rule for PO references, and Requesters.
  companyNoCompany: ['Your account does not belong to a company.'],
  companyAdminsOnly: ['Only an administrator of your company may do this.'],
  companyNotAMember: ['This person is not part of your company.'],
  companyKeepAnAdmin: ['Your company must keep at least one administrator.'],
  companyEmailTaken: ['This email address already has an account.'],
  companyInvalidEmail: ['Enter a valid email address.'],
  companyNameRequired: ['Enter a name.'],
  companyNotYourself: ['You cannot revoke your own access.'],
  companyHasAccess: ['This person already has access.'],
  companyHasNoAccess: ['This person has no access.'],
  poReferenceRequired: ['Your company requires a PO reference on every order.'],
  requestersDoNotPlace: ['Your role lets you request orders, not place them.'],
  // vsf_requisition_list: the company's lists.
  listNotFound: ['This list does not exist or is not shared with you.'],
  listOwnerOrAdmin: ["Only the list's owner or an administrator of your company may do this."],
  listNameRequired: ['Enter a name for the list.'],
  listNameTooLong: ['A list name has at most 80 characters.'],
  listNoteTooLong: ['A note has at most 200 characters.'],
  listQuantityRange: ['A quantity is more than 0 and at most 99999.'],
  listTooManyLines: ['A list holds at most 200 products.'],
  listProductUnavailable: ['This product cannot be put on a list.'],
  listLineNotFound: ['This line is not on the list.'],
  // vsf_sale_approval: requests for approval and the company's rule; OCA tier validation's lock.
  approvalNotFound: ['This request does not exist or is not yours to see.'],
  approvalOwnRequest: ['Nobody approves or rejects their own request.'],
  approvalDecided: ['This request has been decided already.'],
  approvalReasonRequired: ['Give a reason for rejecting the request.'],
  approvalCartEmpty: ['Your cart is empty.'],
  approvalNotNeeded: ['This order does not need approval.'],
  approvalAmountInvalid: ['Enter an amount of 0 or more.'],
  approvalNoApprover: [
    'Nobody in your company can approve this request: an administrator other than you must approve it. Ask an administrator to invite one.',
  ],
  approvalNoTransfer: [
    'This order cannot be placed by bank transfer: the shop has no bank transfer set up.',
  ],
  approvalNeeded: [
    "This order needs your company's approval: submit it for approval instead of paying.",
  ],
  approvalLocked: ['The operation is under validation.'],
} as const satisfies Record<string, readonly string[]>;

export type KnownOdooMessage = keyof typeof KNOWN_ODOO_MESSAGES;

/**
 * Odoo answers in the shopper's language where it has a translation (the request carries
 * `frontend_lang`), so a refusal is also recognised by the shop's own translation of it.
 */
const BY_TEXT: ReadonlyMap<string, KnownOdooMessage> = new Map(
  (Object.keys(KNOWN_ODOO_MESSAGES) as KnownOdooMessage[]).flatMap((key) => [
    ...KNOWN_ODOO_MESSAGES[key].map((source): [string, KnownOdooMessage] => [source, key]),
    ...[nl, en, de, ru].map((messages): [string, KnownOdooMessage] => [
      messages.OdooMessages[key],
      key,
    ]),
  ]),
);

/**
 * Refusals whose text holds a value, as Odoo's templates (`%s` the value) in its own translations:
 * auth_signup's answer to a password link's token that is unknown, used or expired.
 */
const KNOWN_ODOO_TEMPLATES: readonly [KnownOdooMessage, readonly string[]][] = [
  [
    'couldNotChange',
    [
      "Signup token '%s' is not valid",
      "Signup token '%s' is no longer valid",
      "Registratie token '%s' is niet geldig.",
      "Registratie token '%s' is niet meer geldig",
      'Registrierungstoken „%s“ ist ungültig',
      'Registrierungstoken „%s“ ist nicht mehr gültig',
      "Неверный код регистрации '%s'",
      "Срок действия кода '%s' уже истек",
    ],
  ],
];

const BY_TEMPLATE: readonly [RegExp, KnownOdooMessage][] = KNOWN_ODOO_TEMPLATES.flatMap(
  ([key, templates]) =>
    templates.map((template): [RegExp, KnownOdooMessage] => [
      new RegExp(`^${template.split('%s').map(escapeRegExp).join('[^\\s]*')}$`),
      key,
    ]),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The known refusal an Odoo message is, or null for any other text (never shown to shoppers). */
export function knownOdooMessage(message: string): KnownOdooMessage | null {
  const text = message.trim();
  return BY_TEXT.get(text) ?? BY_TEMPLATE.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * The known refusals of a failure whose every message is one, in order; null when any message is
 * not (a server, database or GraphQL text among them makes the whole answer internal).
 */
export function knownOdooMessages(messages: readonly string[]): KnownOdooMessage[] | null {
  if (messages.length === 0) return null;
  const known = messages.map(knownOdooMessage);
  return known.every((key): key is KnownOdooMessage => key !== null) ? known : null;
}
