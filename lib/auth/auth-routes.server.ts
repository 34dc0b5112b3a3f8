import 'server-only';
import { isOdooError } from '@/lib/odoo/odoo-error';
import { forgetAttempts, type RateLimit } from '@/lib/shopper/rate-limit.server';
import { addressRule, MINUTE } from '@/lib/shopper/rate-rules.server';
import { shopperRoute } from '@/lib/shopper/shopper-route.server';
import { endShopperSession, startShopperSession } from '@/lib/shopper/user-session.server';
import {
  changePassword,
  logInUser,
  logOutUser,
  sendResetPassword,
  signUpUser,
  subscribeNewsLetter,
} from '@/lib/user/user';
import {
  loginSchema,
  newPasswordSchema,
  newsletterSchema,
  registrationSchema,
  resetRequestSchema,
} from './auth-schemas';
import { z } from 'zod';

// The endpoints a signed-out visitor uses. Each is rate limited per client address and, where an
// account is named, per account; the ones that name an email answer alike, and take alike long,
// whether or not it is registered.

const perAddress = (limit: number, windowMs = MINUTE): RateLimit => ({ limit, windowMs });
/** Failed sign-ins per account and minute; the 11th answers 429 until the minute is over. */
const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: MINUTE };
/** Long enough to cover Odoo's password check, so unknown emails do not answer faster. */
const EMAIL_ANSWER_MS = 600;

const auth = { access: 'anyone', messages: 'AuthMessages' } as const;

const loginAccountKey = (email: string) => `login:account:${email}`;

export const logInRoute = shopperRoute({
  ...auth,
  name: 'logInUser',
  input: loginSchema,
  minimumDurationMs: EMAIL_ANSWER_MS,
  rateLimits: ({ email }, address) => [
    addressRule('login', address, perAddress(60)),
    { key: loginAccountKey(email), rule: LOGIN_FAILURES_PER_ACCOUNT },
  ],
  run: async ({ email, password, remember }, { locale, translate }) => {
    const user = await logInUser(email, password, locale);
    await startShopperSession(user, { remember });
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

export const registerRoute = shopperRoute({
  ...auth,
  name: 'signUpUser',
  input: registrationSchema,
  rateLimits: (_input, address) => [addressRule('register', address, perAddress(20, 10 * MINUTE))],
  run: async (input, { locale, translate }) => {
    const result = await signUpUser(
      {
        name: input.name,
        email: input.email,
        password: input.password,
        companyName: input.companyName,
        vat: input.vat,
        companyRegNo: input.chamberOfCommerce,
      },
      locale,
    );
    return {
      message: translate('registered'),
      // A plain Odoo 15 keeps the account but not the company details: the shopper must know.
      warning: result.companyDetailsDropped ? translate('companyDetailsNotStored') : null,
    };
  },
});

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
    { key: `reset:account:${email}`, rule: perAddress(5, 10 * MINUTE) },
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
