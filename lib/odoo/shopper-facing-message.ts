import 'server-only';

// Odoo answers a shopper's mistake (a wrong password, a sold-out product, a refused coupon) and a
// crash of its own the same way: a GraphQL error whose message is a string. graphql_vuestorefront
// does not say which is which, so the shop decides here, once, which messages a shopper may read.
// Anything else goes to the server log and the shopper reads the shop's own translated text.

/** Odoo's refusals are one short sentence; a longer text is a traceback or a dump. */
const MAX_SHOPPER_MESSAGE_LENGTH = 300;

/**
 * Texts that come from Odoo's server, its database or the GraphQL layer rather than from a
 * business rule: never for shoppers, whatever language they are in.
 */
const INTERNAL_PATTERNS: readonly RegExp[] = [
  // Odoo's own wrapper of unexpected exceptions, and what a proxy in front of it says.
  /odoo server error/i,
  /internal server error/i,
  /traceback/i,
  /\bexception\b/i,
  // PostgreSQL and psycopg2 (NUL bytes, constraints, serialisation failures, broken SQL).
  /psycopg|postgres|sqlstate/i,
  /invalid byte sequence/i,
  /cannot contain nul/i,
  /violates (?:not-null|unique|foreign key|check) constraint/i,
  /duplicate key value/i,
  /could not serialize access/i,
  /syntax error at or near/i,
  /(?:relation|column) "[^"]*" does not exist/i,
  // graphql-core / graphql-js: variable coercion and document validation.
  /cannot represent/i,
  /got invalid value/i,
  /variable "\$/i,
  /cannot query field/i,
  /unknown argument/i,
  /expected (?:type|value of type)/i,
  /syntax error:/i,
  /must (?:not )?have a selection/i,
  /of required type/i,
  // Python's own error names and object dumps.
  /\b(?:KeyError|ValueError|TypeError|AttributeError|IndexError|MissingError)\b/,
  /<[a-z_.]+ object at 0x/i,
];

/**
 * Whether an Odoo message is written for shoppers (a business refusal) rather than a server, database
 * or GraphQL failure. Unknown texts of the right shape pass: Odoo's refusals are open-ended and
 * translated, so only what is recognisably internal is held back.
 */
export function isShopperFacingMessage(message: string): boolean {
  const text = message.trim();
  if (text === '' || text.length > MAX_SHOPPER_MESSAGE_LENGTH) return false;
  // Tracebacks and dumps span lines; control characters never belong in a sentence.
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(text)) return false;
  return !INTERNAL_PATTERNS.some((pattern) => pattern.test(text));
}
