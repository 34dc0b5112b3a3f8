import { describe, expect, it } from 'vitest';
import { answerOciLogin } from '@/lib/punchout/oci-entry.server';
import { answerSetupRequest } from '@/lib/punchout/setup-endpoint.server';
import { openStartPage } from '@/lib/punchout/start-page.server';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { setupRequest } from './support/setup-requests';

// A stock Odoo 15 has no punch-out (vsf_punchout): every entry answers a clean refusal, and
// nothing of punch-out is asked of Odoo (msw refuses any request not handled here).

setupOdooTest();

describe('punch-out on an Odoo without the punch-out module', () => {
  it('answers a cXML setup request with 450 Not Implemented and a text an admin understands', async () => {
    mswServer.use(capabilitiesHandler('core'));
    const response = await answerSetupRequest(
      new Request('http://shop.test/payment/cxml/punchout_request', {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: setupRequest(),
      }),
      'en',
    );
    expect(response.status).toBe(501);
    const body = await response.text();
    expect(body).toMatch(
      /<Status code="450" text="Not Implemented">This shop does not offer punch-out: its Odoo has no punch-out module\. Please contact the supplier\.<\/Status>/,
    );
    expect(body).not.toContain('PunchOutSetupResponse');
  });

  it('sends an OCI login and a start link to the page that says so', async () => {
    mswServer.use(capabilitiesHandler('core'));
    const oci = await answerOciLogin(
      new Request(
        'http://shop.test/punchout/oci?USERNAME=buyer&PASSWORD=x&HOOK_URL=https://erp.example/hook',
      ),
      'nl',
    );
    expect(oci.status).toBe(303);
    expect(oci.headers.get('location')).toBe('/punchout/ended?reason=notOffered');
    const start = await openStartPage(
      new Request('http://shop.test/en/punchout/start?token=abcdefghijklmnopqrstuvwx'),
      'en',
    );
    expect(start.headers.get('location')).toBe('/en/punchout/ended?reason=notOffered');
  });
});
