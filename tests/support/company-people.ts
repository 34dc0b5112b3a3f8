import { inviteMemberAction } from '@/lib/company/company-actions';
import type { CompanyRole } from '@/lib/shopper/user-cookie';
import { changePassword, signUpUser } from '@/lib/user/user.server';
import { actionData } from './action-data';
import { cookieJar } from './fake-next-headers';
import { signIn } from './sign-in';

// A business customer's people in unit tests against mock-odoo: every company is registered by
// its test, and each person signs in as another browser would.

export interface Person {
  email: string;
  password: string;
}

let people = 0;

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${++people}@example.com`;

/** A business customer registered now with a company of their own, signed in: its first Admin. */
export async function newCompany(companyName: string, name = 'Anna Admin'): Promise<Person> {
  const admin = { email: uniqueEmail('admin'), password: 'admin-password-1' };
  await signUpUser({ name, ...admin, companyName });
  await signIn(admin.email, admin.password);
  return admin;
}

/** The tokens of the invitation links mailed to `email`, newest first. */
export async function invitationTokens(odooUrl: string, email: string): Promise<string[]> {
  const response = await fetch(`${odooUrl}/__mock/mail?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { body: string }[];
  return mails.flatMap((mail) => /\/invitation\?token=(\w+)/.exec(mail.body)?.[1] ?? []);
}

/** The signed-in Admin invites a colleague, who sets a password from the mail. */
export async function colleague(
  odooUrl: string,
  name = 'Bram Buyer',
  role: CompanyRole = 'Buyer',
): Promise<Person & { id: number }> {
  const email = uniqueEmail('colleague');
  const { member } = actionData(await inviteMemberAction({ name, email, role }));
  const [token] = await invitationTokens(odooUrl, email);
  const person = { id: member.id, email, password: 'colleague-password-1' };
  await changePassword(token!, person.password);
  return person;
}

/** Another browser, signed in as `person`. */
export async function as(person: Person): Promise<void> {
  cookieJar.clear();
  await signIn(person.email, person.password);
}
