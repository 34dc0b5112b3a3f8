/**
 * The shopper on one of mock-odoo's payment provider pages (Adyen's, Mollie's): loads the page,
 * reads its form's anti-forgery token and submits `fields` with it. Returns the page's answer
 * without following its redirect.
 */
export async function submitEmulatorPage(
  url: string,
  fields: Record<string, string>,
): Promise<Response> {
  const page = await (await fetch(url)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`no form on ${url}`);
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...fields }),
  });
}
