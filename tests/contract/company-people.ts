import {
  cartPaymentTermsDocument,
  changePasswordDocument,
  inviteCompanyMemberDocument,
  paymentLoadProvidersDocument,
  signUpUserDocument,
  type CompanyRole,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok, present } from '@/tests/support/odoo-operations';
import type { ContractBackend } from './backend';
import { signedIn, uniqueEmail } from './customers';
import { ACQUIRERS, type DemoAccount } from './demo-data';
import { invitationToken } from './mailbox';

// A business customer's people in contract tests: every company is registered by its test, so
// runs on a live Odoo (which keeps every run's data) never meet each other's.

export interface Person {
  account: DemoAccount;
  client: OdooTestClient;
}

/** A business customer registered now with a company of their own, signed in: its first Admin. */
export async function newCompany(
  backend: ContractBackend,
  companyName: string,
  name = 'Anna Admin',
): Promise<Person> {
  const account = { login: uniqueEmail('admin'), password: 'admin-password-1' };
  await ok(backend.client(), signUpUserDocument, {
    name,
    email: account.login,
    password: account.password,
    companyName,
  });
  return { account, client: await signedIn(backend, account) };
}

/** `admin` invites a colleague, who sets a password from the mail and signs in. */
export async function colleague(
  backend: ContractBackend,
  admin: Person,
  role: CompanyRole,
  name = 'Bram Buyer',
): Promise<Person & { id: number }> {
  const login = uniqueEmail('colleague');
  const { inviteCompanyMember } = await ok(admin.client, inviteCompanyMemberDocument, {
    name,
    email: login,
    role,
  });
  const id = present(inviteCompanyMember, 'the invited colleague').id;
  const account = { login, password: 'colleague-password-1' };
  await ok(backend.client(), changePasswordDocument, {
    token: await invitationToken(backend, login),
    newPassword: account.password,
  });
  return { id, account, client: await signedIn(backend, account) };
}

/**
 * Starts placing the session cart by bank transfer as the shop does: website_sale's payment
 * route. The answer carries Odoo's refusal, if any; otherwise the transfer's reference.
 */
export async function startTransfer(backend: ContractBackend, client: OdooTestClient) {
  const { paymentAcquirers } = await ok(client, paymentLoadProvidersDocument, {});
  const transfer = present(
    paymentAcquirers?.find((acquirer) => acquirer.name === ACQUIRERS.transfer),
    'the transfer acquirer',
  );
  const order = present((await ok(client, cartPaymentTermsDocument, {})).cart?.order, 'cart');
  const answer = await client.jsonRpc<{ reference: string }>(
    `/shop/payment/transaction/${order.id}`,
    {
      payment_option_id: transfer.id,
      amount: order.amountTotal,
      currency_id: order.currency?.id,
      partner_id: present(order.partner?.id, 'the customer'),
      flow: 'redirect',
      tokenization_requested: false,
      landing_route: '/shop/payment/validate',
      access_token: new URL(present(order.orderUrl, 'orderUrl'), backend.url).searchParams.get(
        'access_token',
      ),
    },
  );
  return { order, answer };
}
