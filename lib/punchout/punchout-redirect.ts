/**
 * 303 to a path of this shop (GET after a POST, too), sending no Referer onwards: the request that
 * led here carried a one-time token or OCI credentials in its address. A relative Location: the
 * browser resolves it against the address it asked for, whatever host a proxy saw.
 */
export function punchoutRedirect(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: path,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  });
}
