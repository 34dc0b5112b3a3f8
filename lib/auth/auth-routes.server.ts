import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { forgetAttempts, type RateLimit } from '@/lib/shopper/rate-limit.server';
import { addressRule, MINUTE } from '@/lib/shopper/rate-rules.server';
import { shopperRoute } from '@/lib/shopper/shopper-route.server';
import { endShopperSession, startShopperSession } from '@/lib/shopper/user-session.server';
import {
  changePassword,
  companyDetailsWouldBeDropped,
  logInUser,
  logOutUser,
  sendResetPassword,
  signUpUser,
  subscribeNewsLetter,
} from '@/lib/user/user.server';
import {
  loginSchema,
  newPasswordSchema,
  newsletterSchema,
  registrationSchema,
  resetRequestSchema,
} from '../user/user-schemas';
import { z } from 'zod';

// The endpoints a signed-out visitor uses. Each is rate limited per client address and, where an
// account is named, per account; the ones that name an email answer alike, and take alike long,
// whether or not it is registered.

const perAddress = (limit: number, windowMs = MINUTE): RateLimit => ({ limit, windowMs });
/**
 * Failed sign-ins per account from one client address and minute; the 11th answers 429 until the
 * minute is over. Keyed by address too, so someone guessing elsewhere cannot lock the owner out.
 */
const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimit = { limit: 10, windowMs: MINUTE };
/**
 * Failed sign-ins per account from all addresses together: a guess spread over many addresses
 * still meets a ceiling. Over it each address gets one attempt per window, so the owner signs in
 * from their own address while others guess, and a guess from many addresses stays bounded.
 */
const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { limit: 100, windowMs: 10 * MINUTE };
/** Long enough to cover Odoo's password check, so unknown emails do not answer faster. */
const EMAIL_ANSWER_MS = 600;
/** Covers Odoo's signup (a password hash, a partner, a user) as well as its reset mail. */
const REGISTER_ANSWER_MS = 1000;

const auth = { access: 'anyone', messages: 'AuthMessages' } as const;

const loginAccountKey = (email: string) => `login:account:${email}`;
const loginAccountAddressKey = (email: string, address: string) =>
  `${loginAccountKey(email)}:address:${address}`;

export const logInRoute = shopperRoute({
  ...auth,
  name: 'logInUser',
  input: loginSchema,
  minimumDurationMs: EMAIL_ANSWER_MS,
  rateLimits: ({ email }, address) => [
    addressRule('login', address, perAddress(60)),
    { key: loginAccountAddressKey(email, address), rule: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    {
      key: loginAccountKey(email),
      rule: LOGIN_FAILURES_PER_ACCOUNT,
      oncePerClient: `${loginAccountAddressKey(email, address)}:over-ceiling`,
    },
  ],
  run: async ({ email, password, remember }, { locale, translate, address }) => {
    const user = await logInUser(email, password, locale);
    await startShopperSession(user, { remember });
    await forgetAttempts(loginAccountAddressKey(email, address));
    await forgetAttempts(loginAccountKey(email));
    return { catalogOnly: user.websiteCatalogProducts, message: translate('loggedIn') };
  },
});

/** Odoo forgets the session (and its cart); the shop's own cookies go with it. */
export const logOutRoute = shopperRoute({
  ...auth,
  name: 'logOutUser',
  input: z.strictObject({}),
  run: async (_input, { locale, translate, shopper }) => {
    try {
      if (shopper) await logOutUser(locale);
    } finally {
      await endShopperSession();
    }
    return { message: translate('loggedOut') };
  },
});

/**
 * A new account and an address that already has one get the same answer, status and (at least)
 * time: a refusal would tell anyone who shops here. The owner of a taken address is told by mail
 * instead: Odoo's own reset mail, which lets them sign in if they forgot they had an account.
 */
export const registerRoute = shopperRoute({
  ...auth,
  name: 'signUpUser',
  input: registrationSchema,
  minimumDurationMs: REGISTER_ANSWER_MS,
  rateLimits: (_input, address) => [addressRule('register', address, perAddress(20, 10 * MINUTE))],
  run: async (input, { locale, translate }) => {
    const details = {
      name: input.name,
      email: input.email,
      password: input.password,
      companyName: input.companyName,
      vat: input.vat,
      companyRegNo: input.chamberOfCommerce,
    };
    let companyDetailsDropped: boolean;
    try {
      ({ companyDetailsDropped } = await signUpUser(details, locale));
    } catch (error) {
      if (!(await mailedOwnerOfTakenAddress(error, input.email, locale))) throw error;
      companyDetailsDropped = await companyDetailsWouldBeDropped(details);
    }
    return {
      message: translate('registered'),
      notice: translate('registeredCheckMail', { email: input.email }),
      // A plain Odoo 15 keeps the account but not the company details: the shopper must know.
      warning: companyDetailsDropped ? translate('companyDetailsNotStored') : null,
    };
  },
});

/**
 * Odoo refused the registration ('Another user is already registered…', in the shopper's
 * language). Whether the address has an account is asked the way that does not depend on the
 * wording: Odoo mails a reset link only to an address it knows. False: another refusal, passed on.
 */
async function mailedOwnerOfTakenAddress(
  error: unknown,
  email: string,
  locale: Locale,
): Promise<boolean> {
  if (!isOdooError(error) || error.kind !== 'graphql') return false;
  try {
    await sendResetPassword(email, locale);
    return true;
  } catch (resetError) {
    if (isOdooError(resetError) && resetError.kind === 'graphql') return false;
    throw resetError;
  }
}

/**
 * Always the same answer (spec: "if an account is registered with {email}…"): Odoo's refusal of
 * an unknown address would tell who has an account here.
 */
export const resetRequestRoute = shopperRoute({
  ...auth,
  name: 'sendResetPassword',
  input: resetRequestSchema,
  minimumDurationMs: EMAIL_ANSWER_MS,
  rateLimits: ({ email }, address) => [
    addressRule('reset', address, perAddress(20, 10 * MINUTE)),
    // Over the account's ceiling, one request per address: others' requests never keep the owner
    // from a reset mail.
    {
      key: `reset:account:${email}`,
      rule: perAddress(5, 10 * MINUTE),
      oncePerClient: `reset:account:${email}:address:${address}`,
    },
  ],
  run: async ({ email }, { locale, translate }) => {
    try {
      await sendResetPassword(email, locale);
    } catch (error) {
      if (!isOdooError(error) || error.kind !== 'graphql') throw error;
    }
    return { message: translate('resetSent', { email }) };
  },
});

export const newPasswordRoute = shopperRoute({
  ...auth,
  name: 'changePassword',
  input: newPasswordSchema,
  rateLimits: (_input, address) => [
    addressRule('new-password', address, perAddress(20, 10 * MINUTE)),
  ],
  describeError: (error, translate) =>
    isOdooError(error) && error.kind === 'graphql' ? translate('invalidToken') : undefined,
  run: async ({ token, password }, { locale, translate }) => {
    await changePassword(token, password, locale);
    return { message: translate('passwordReset') };
  },
});

export const newsletterRoute = shopperRoute({
  ...auth,
  name: 'subscribeNewsLetter',
  input: newsletterSchema,
  minimumDurationMs: EMAIL_ANSWER_MS,
  rateLimits: ({ email }, address) => [
    addressRule('newsletter', address, perAddress(20, 10 * MINUTE)),
    { key: `newsletter:account:${email}`, rule: perAddress(5, 10 * MINUTE) },
  ],
  run: async ({ email }, { locale, translate }) => {
    const { subscribed } = await subscribeNewsLetter(email, locale);
    return {
      subscribed,
      message: subscribed ? translate('newsletterSubscribed') : translate('newsletterUnavailable'),
    };
  },
});
