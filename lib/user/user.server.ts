import 'server-only';
import {
  changePasswordDocument,
  loadUserDocument,
  logInUserDocument,
  logOutUserDocument,
  sendResetPasswordDocument,
  signUpUserDocument,
  subscribeNewsLetterDocument,
  updateAccountDocument,
  updatePasswordDocument,
} from '@/graphql/generated/operations';
import { sendsCoreDocument } from '@/lib/odoo/core-documents.server';
import { isOdooError, requiredResult } from '@/lib/odoo/odoo-error.server';
import type { Locale } from '@/lib/i18n/locales';
import { hasOdooSession, odooSession } from '@/lib/shopper/odoo-session.server';
import { mapAccount, mapUser } from './map-user.server';
import type { Account, SignUpInput, SignUpResult, User } from './types';

/** Odoo's answer to `partner` for an anonymous session. */
const ANONYMOUS = 'User does not exist.';

/** The signed-in customer, or null for an anonymous session (asked of Odoo, not of a cookie). */
export async function loadUser(): Promise<Account | null> {
  if (!(await hasOdooSession())) return null;
  try {
    const data = await odooSession().request(loadUserDocument);
    return mapAccount(data.partner);
  } catch (error) {
    if (isOdooError(error) && error.messages.includes(ANONYMOUS)) return null;
    throw error;
  }
}

/** Odoo rotates the session cookie on success; wrong credentials fail with Odoo's message. */
export async function logInUser(email: string, password: string, locale?: Locale): Promise<User> {
  const data = await odooSession({ locale }).request(logInUserDocument, {
    email: normaliseEmail(email),
    password,
  });
  return mapUser(requiredResult(data.login, 'logInUser'));
}

/**
 * Registers a portal user; Odoo does not sign them in.
 *
 * The company name, VAT and chamber of commerce number travel in `register(extra:)`, one of our
 * extensions. A plain Odoo 15 gets the core document without it: the account is created, the
 * company details are lost, and `companyDetailsDropped` says so (only when some were given), so
 * the form can tell the customer to add them later. registersCompanyDetails() asks beforehand.
 */
export async function signUpUser(input: SignUpInput, locale?: Locale): Promise<SignUpResult> {
  const company = companyDetails(input);
  const data = await odooSession({ locale }).request(signUpUserDocument, {
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    password: input.password,
    subscribeNewsletter: input.subscribeNewsletter ?? false,
    ...company,
  });
  const user = mapUser(requiredResult(data.register, 'signUpUser'));
  // The capabilities are cached by now: the request above asked for them.
  return { user, companyDetailsDropped: await companyDetailsWouldBeDropped(input) };
}

function companyDetails(input: SignUpInput) {
  return {
    vat: input.vat?.trim() || undefined,
    companyName: input.companyName?.trim() || undefined,
    companyRegNo: input.companyRegNo?.trim() || undefined,
  };
}

/** Whether this registration's company details would be lost (a plain Odoo 15 keeps none). */
export async function companyDetailsWouldBeDropped(input: SignUpInput): Promise<boolean> {
  const gaveCompanyDetails = Object.values(companyDetails(input)).some(
    (value) => value !== undefined,
  );
  return gaveCompanyDetails && (await sendsCoreDocument('signUpUser'));
}

/** Whether registration keeps company name, VAT and registry number (false on a plain Odoo 15). */
export async function registersCompanyDetails(): Promise<boolean> {
  return !(await sendsCoreDocument('signUpUser'));
}

export async function logOutUser(locale?: Locale): Promise<boolean> {
  const data = await odooSession({ locale }).request(logOutUserDocument);
  return data.logout ?? false;
}

/** Odoo ignores `id` (deprecated) and writes the session customer; sent because the spec does. */
export async function updateAccount(input: {
  id: number;
  name?: string;
  email?: string;
}): Promise<Account> {
  const data = await odooSession().request(updateAccountDocument, {
    id: input.id,
    name: input.name?.trim() || undefined,
    email: input.email ? normaliseEmail(input.email) : undefined,
  });
  return mapAccount(requiredResult(data.updateMyAccount, 'updateAccount'));
}

export async function updatePassword(currentPassword: string, newPassword: string): Promise<void> {
  await odooSession().request(updatePasswordDocument, { currentPassword, newPassword });
}

/** Says nothing about whether the address has an account: the screen shows the same text anyway. */
export async function sendResetPassword(email: string, locale?: Locale): Promise<void> {
  await odooSession({ locale }).request(sendResetPasswordDocument, {
    email: normaliseEmail(email),
  });
}

/**
 * Sets a new password with the token of a reset or invitation e-mail; Odoo answers with the
 * account, whose address is its login.
 */
export async function changePassword(
  token: string,
  newPassword: string,
  locale?: Locale,
): Promise<{ email: string }> {
  const data = await odooSession({ locale }).request(changePasswordDocument, {
    token,
    newPassword,
  });
  return { email: requiredResult(data.changePassword, 'changePassword').email };
}

/** `subscribed: false` (no newsletter list configured in Odoo) is an answer, not a failure. */
export async function subscribeNewsLetter(
  email: string,
  locale?: Locale,
): Promise<{ subscribed: boolean }> {
  const data = await odooSession({ locale }).request(subscribeNewsLetterDocument, {
    email: normaliseEmail(email),
  });
  return { subscribed: data.newsletterSubscribe?.subscribed ?? false };
}

/** Odoo lowercases logins; the spec lowercases the registration e-mail too. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
