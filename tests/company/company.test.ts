import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { inviteMemberAction } from '@/lib/company/company-actions';
import { loadCompanyPage } from '@/lib/company/company.server';
import { ODOO_SESSION_COOKIE, USER_COOKIE } from '@/lib/shop/cookie-names';
import { shopSecret } from '@/lib/shopper/shop-secret';
import { issueUserCookie } from '@/lib/shopper/signed-user-cookie';
import en from '@/messages/en.json';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// What /my/company loads for whom, and that a stock Odoo 15 is asked nothing about companies
// (msw refuses every request no handler here answers).

setupOdooTest();

const company = { id: 7, name: 'Bakker B.V.', poReferenceRequired: false };
const anna = {
  id: 11,
  name: 'Anna Admin',
  email: 'anna@bakker.example',
  role: 'Admin',
  status: 'Active',
  isYou: true,
};
const bram = { ...anna, id: 12, name: 'Bram Buyer', email: '', role: 'Buyer', status: 'Invited' };

/** Odoo's answers by operation, counting the operations it was asked. */
function odooAnswers(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  mswServer.use(
    ...Object.entries(answers).map(([operation, answer]) =>
      graphql.query(operation, () => {
        asked.push(operation);
        return answer();
      }),
    ),
  );
  return asked;
}

const data = (value: unknown) => () => HttpResponse.json({ data: value });

describe('the company page', () => {
  it('is a private account without a company', async () => {
    odooAnswers({ getBuyingCompany: data({ buyingCompany: null }) });
    expect(await loadCompanyPage()).toEqual({ status: 'ok', data: { kind: 'private' } });
  });

  it('shows a Buyer the company and their role, and asks Odoo for no people', async () => {
    const asked = odooAnswers({
      getBuyingCompany: data({ buyingCompany: { ...company, role: 'Buyer' } }),
      getCompanyMembers: data({ buyingCompany: { id: 7, members: [] } }),
    });
    expect(await loadCompanyPage()).toEqual({
      status: 'ok',
      data: { kind: 'buyer', company: { ...company, role: 'Buyer' } },
    });
    expect(asked).toEqual(['getBuyingCompany']);
  });

  it('shows an Admin the people as Odoo lists them', async () => {
    odooAnswers({
      getBuyingCompany: data({ buyingCompany: { ...company, role: 'Admin' } }),
      getCompanyMembers: data({ buyingCompany: { id: 7, members: [anna, bram] } }),
      getApprovalRule: data({ buyingCompany: { id: 7, approvalAbove: 500 } }),
    });
    expect(await loadCompanyPage()).toEqual({
      status: 'ok',
      data: {
        kind: 'admin',
        company: { ...company, role: 'Admin' },
        members: [anna, { ...bram, email: null }],
        approval: { above: 500 },
      },
    });
  });

  it('offers to try again when Odoo fails, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    odooAnswers({
      getBuyingCompany: () => HttpResponse.json({ errors: [{ message: 'database is locked' }] }),
    });
    expect(await loadCompanyPage()).toEqual({ status: 'failed' });
    expect(String(log.mock.calls[0]?.[0])).toContain('database is locked');
  });
});

describe('on a stock Odoo 15 (no vsf_b2b_company)', () => {
  it('the page says it is not available here', async () => {
    mswServer.use(capabilitiesHandler('core'));
    expect(await loadCompanyPage()).toEqual({ status: 'unavailable' });
  });

  it('an action refuses without sending anything', async () => {
    mswServer.use(capabilitiesHandler('core'));
    const user = {
      id: 11,
      name: 'Anna',
      email: 'anna@bakker.example',
      websiteCatalogProducts: false,
    };
    cookieJar.seed(ODOO_SESSION_COOKIE, 'anna-session');
    cookieJar.seed(USER_COOKIE, issueUserCookie(user, 'anna-session', shopSecret(), 3600));
    expect(
      await inviteMemberAction({ name: 'Bram', email: 'bram@bakker.example', role: 'Buyer' }),
    ).toEqual({ ok: false, error: en.Company.actionUnavailable });
  });
});
