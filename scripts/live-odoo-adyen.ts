/**
 * Points a live Odoo's Adyen acquirers at mock-odoo's Adyen emulator
 * (mock-odoo/src/payment/adyen-emulator.ts), as a merchant enters Adyen's API URL and keys on the
 * acquirer form: through Odoo's JSON-RPC, signed in as its administrator. payment_adyen then calls
 * the emulator's Checkout API instead of Adyen's, and the emulator's webhook (mock-odoo started
 * with MOCK_ADYEN_WEBHOOK_URL=$ODOO_URL/payment/adyen/notification) reaches Odoo with a signature
 * Odoo can check. With SHOP_URL it also sets the website's payment return pages
 * (graphql_vuestorefront's success and error URLs) to the shop's /payment-details.
 *
 *   ODOO_URL=http://127.0.0.1:8071 ODOO_DB=storefront ADYEN_EMULATOR_URL=http://127.0.0.1:8069 \
 *     npx tsx scripts/live-odoo-adyen.ts
 *
 * ODOO_ADMIN_LOGIN and ODOO_ADMIN_PASSWORD default to admin / admin; MOCK_ADYEN_* replace the
 * emulator's test credentials here as they do in mock-odoo. tests/contract/README.md says when.
 */
import { adyenEmulatorConfig, ADYEN_CHECKOUT_PATH } from '../mock-odoo/src/payment/adyen-emulator';

interface JsonRpcAnswer<T> {
  result?: T;
  error?: { data?: { message?: string }; message?: string };
}

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set (see the comment at the top of this script)`);
  return value.replace(/\/+$/, '');
}

async function main(): Promise<number> {
  const odooUrl = required('ODOO_URL');
  const db = required('ODOO_DB');
  const emulatorUrl = required('ADYEN_EMULATOR_URL');
  const shopUrl = process.env.SHOP_URL?.trim().replace(/\/+$/, '') || null;
  let cookie = '';

  async function call<T>(path: string, params: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${odooUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params }),
    });
    const session = /session_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (session) cookie = `session_id=${session}`;
    const answer = (await response.json()) as JsonRpcAnswer<T>;
    if (answer.error) {
      throw new Error(`${path}: ${answer.error.data?.message ?? answer.error.message ?? 'error'}`);
    }
    return answer.result as T;
  }

  const callKw = <T>(model: string, method: string, args: unknown[]) =>
    call<T>('/web/dataset/call_kw', { model, method, args, kwargs: {} });

  const session = await call<{ uid: number | false }>('/web/session/authenticate', {
    db,
    login: process.env.ODOO_ADMIN_LOGIN || 'admin',
    password: process.env.ODOO_ADMIN_PASSWORD || 'admin',
  });
  if (!session.uid) throw new Error('Odoo refused the administrator login');

  const config = adyenEmulatorConfig();
  const acquirers = await callKw<number[]>('payment.acquirer', 'search', [
    [['provider', '=', 'adyen']],
  ]);
  await callKw('payment.acquirer', 'write', [
    acquirers,
    {
      adyen_checkout_api_url: `${emulatorUrl}${ADYEN_CHECKOUT_PATH}`,
      // Required by payment_adyen, used only for stored cards, which the shop does not offer.
      adyen_recurring_api_url: `${emulatorUrl}/adyen/recurring`,
      adyen_merchant_account: config.merchantAccount,
      adyen_api_key: config.apiKey,
      adyen_client_key: config.clientKey,
      adyen_hmac_key: config.hmacKey,
    },
  ]);
  console.log(
    `Adyen acquirers ${acquirers.join(', ')} of ${odooUrl} now use ${emulatorUrl}${ADYEN_CHECKOUT_PATH}.`,
  );

  if (shopUrl) {
    const websites = await callKw<number[]>('website', 'search', [[]]);
    const page = `${shopUrl}/payment-details`;
    await callKw('website', 'write', [
      websites,
      { vsf_payment_success_return_url: page, vsf_payment_error_return_url: page },
    ]);
    console.log(`The websites' payment return pages are ${page}.`);
  }
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
