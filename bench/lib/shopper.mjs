// Signed-in shoppers for the request-time pages: the cookies a browser would hold after signing
// in through the shop, and a cart filled straight in mock-odoo (the shop's own add-to-cart is a
// server action, which a script cannot call without the page's action id).

/** Signs in through the shop's session endpoint; the cookies it set, as one Cookie header. */
export async function signIn(shopBase, email, password) {
  const response = await fetch(`${shopBase}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopBase },
    body: JSON.stringify({ locale: 'nl', input: { email, password, remember: false } }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return {
    cookie: cookies.join('; '),
    odooSession: cookies.find((cookie) => cookie.startsWith('session_id=')) ?? '',
  };
}

/**
 * Makes the shopper's cart two products with a delivery method (mock-odoo's checkout shoppers
 * start empty), so the cart and every checkout step up to payment can be rendered.
 */
export async function fillCart(odooUrl, odooSession) {
  const odoo = async (query, variables) => {
    const response = await fetch(`${odooUrl}/graphql/vsf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: odooSession },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(body.errors[0].message);
    return body.data;
  };
  const { cart } = await odoo('{ cart { order { orderLines { id } } } }');
  // A second run (or --skip-build with a kept database) finds the cart already filled.
  if ((cart?.order?.orderLines?.length ?? 0) === 0) {
    const variants = [];
    for (const sku of ['SKU-00001-SLV-32GB', 'SKU-00002-16GB']) {
      const data = await odoo(
        'query ($search: String!) { products(search: $search, pageSize: 1) { products { productVariants { id sku } } } }',
        { search: sku },
      );
      const variant = data.products.products[0]?.productVariants.find((v) => v.sku === sku);
      if (variant) variants.push({ id: variant.id, quantity: 1 });
    }
    await odoo(
      'mutation ($p: [ProductInput!]!) { cartAddMultipleItems(products: $p) { order { id } } }',
      { p: variants },
    );
  }
  const { deliveryMethods } = await odoo('{ deliveryMethods { id } }');
  await odoo('mutation ($id: Int!) { setShippingMethod(shippingMethodId: $id) { order { id } } }', {
    id: deliveryMethods[0].id,
  });
}
