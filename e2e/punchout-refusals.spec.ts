import { type APIRequestContext, type APIResponse } from '@playwright/test';
import { test } from './fixtures';
import { messages, seriousViolations, SHOP } from './support';
import { cookieValue, expect, returnUrlFor, sendSetupRequest, uniqueId } from './punchout-support';

// What the punch-out entries refuse, and that a refusal opens no session: the cXML setup endpoint
// answers a cXML Status with the same HTTP status and sets no cookie; the OCI entry sends the
// browser to the ended page without signing anybody in.

const SETUP = `${SHOP}/payment/cxml/punchout_request`;

/** A PunchOutSetupRequest of the seeded cXML buyer, with parts replaced for the refusals. */
function setupRequest(parts: { from?: string; secret?: string; returnUrl?: string } = {}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${uniqueId('refusal')}@buyer.example" timestamp="${new Date().toISOString()}">
  <Header>
    <From><Credential domain="DUNS"><Identity>${parts.from ?? '987654321'}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
    <Sender><Credential domain="DUNS"><Identity>987654321</Identity>
      <SharedSecret>${parts.secret ?? 'cxml-secret'}</SharedSecret></Credential>
      <UserAgent>e2e</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="create">
    <BuyerCookie>refusal</BuyerCookie>
    <BrowserFormPost><URL>${parts.returnUrl ?? returnUrlFor('refusal')}</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`;
}

async function expectRefused(response: APIResponse, code: number) {
  expect(response.status()).toBe(code);
  expect(response.headers()['content-type']).toContain('xml');
  const body = await response.text();
  expect(body).toContain(`code="${code}"`);
  expect(body).not.toContain('StartPage');
  // No session of any kind: neither Odoo's nor the shop's cookies.
  expect(response.headers()['set-cookie']).toBeUndefined();
}

const post = (request: APIRequestContext, body: string, type = 'text/xml') =>
  request.post(SETUP, { data: body, headers: { 'content-type': `${type}; charset=utf-8` } });

test.describe('cXML setup refusals', () => {
  test('a valid request is answered with a StartPage (the baseline of the refusals)', async ({
    request,
  }) => {
    const response = await post(request, setupRequest());
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<StartPage>\s*<URL>http/);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('wrong shared secret and unknown identity: 401', async ({ request }) => {
    await expectRefused(await post(request, setupRequest({ secret: 'wrong-secret' })), 401);
    await expectRefused(await post(request, setupRequest({ from: '000000000' })), 401);
  });

  for (const returnUrl of [
    'https://evil.example/punchout/',
    '//evil.example/procurement/return/x',
    'javascript:alert(1)',
  ]) {
    test(`BrowserFormPost ${returnUrl} off the allowed list: 403`, async ({ request }) => {
      await expectRefused(await post(request, setupRequest({ returnUrl })), 403);
    });
  }

  test('the fake procurement system with a wrong secret gets 401 too', async ({ request }) => {
    const answer = await sendSetupRequest(request, { buyer: 'cxml', sharedSecret: 'nope' });
    expect([answer.httpStatus, answer.statusCode, answer.startUrl]).toEqual([401, 401, null]);
  });

  test('malformed XML, entities and a wrong content type: 400 and 415', async ({ request }) => {
    await expectRefused(await post(request, '<cXML><Header></cXML>'), 400);
    const xxe = setupRequest().replace(
      /<!DOCTYPE[^>]*>/,
      '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    );
    await expectRefused(
      await post(request, xxe.replace('refusal</BuyerCookie>', '&x;</BuyerCookie>')),
      400,
    );
    const laughs = setupRequest().replace(
      /<!DOCTYPE[^>]*>/,
      `<!DOCTYPE cXML [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>`,
    );
    await expectRefused(
      await post(request, laughs.replace('refusal</BuyerCookie>', '&c;</BuyerCookie>')),
      400,
    );
    await expectRefused(await post(request, setupRequest(), 'application/json'), 415);
  });

  test('a body over 256 KB: 413', async ({ request }) => {
    const padding = `<!-- ${'x'.repeat(300 * 1024)} -->`;
    await expectRefused(
      await post(request, setupRequest().replace('<Header>', `${padding}<Header>`)),
      413,
    );
  });
});

test.describe('OCI entry refusals', () => {
  const t = messages.nl;

  test('a wrong password signs nobody in', async ({ page, context }) => {
    const login = new URLSearchParams({
      USERNAME: 'OCIBUYER',
      PASSWORD: 'wrong',
      HOOK_URL: returnUrlFor(uniqueId('oci-wrong')),
    });
    await page.goto(`/catalog?${login}`);
    await expect(page).toHaveURL(`${SHOP}/punchout/ended?reason=login`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.Punchout.ended.login);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cookieValue(context, 'user')).toBeUndefined();
    expect(await cookieValue(context, 'HOOK_URL')).toBeUndefined();
  });

  for (const hookUrl of ['https://evil.example/sap', '//evil.example/sap', 'javascript:alert(1)']) {
    test(`HOOK_URL ${hookUrl} off the allowed list signs nobody in`, async ({ page, context }) => {
      const login = new URLSearchParams({
        USERNAME: 'OCIBUYER',
        PASSWORD: 'oci123',
        HOOK_URL: hookUrl,
      });
      await page.goto(`/punchout/oci?${login}`);
      await expect(page).toHaveURL(`${SHOP}/punchout/ended?reason=login`);
      expect(await cookieValue(context, 'user')).toBeUndefined();
      expect(await cookieValue(context, 'HOOK_URL')).toBeUndefined();
    });
  }

  test('the transfer endpoint refuses a post from another site', async ({ request }) => {
    const response = await request.post(`${SHOP}/punchout/transfer`, {
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
