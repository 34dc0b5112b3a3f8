import { orderMessage, type CxmlEnvelope } from '@/lib/punchout/cxml-documents';
import { ociFields } from '@/lib/punchout/oci-fields';
import type { CxmlReturn, OciReturn, PunchoutCart, ReturnForm } from '@/lib/punchout/types';

// The forms that carry a cart back through the buyer's browser. Their action is a return URL
// that was checked against the buyer's allowed list when the session started; the transfer page
// checks it again before rendering.

/** The frame keywords a buyer system may name, lower case as HTML compares them. */
const FRAME_KEYWORDS = new Set(['_top', '_parent', '_blank']);
const FRAME_NAME = /^[A-Za-z][\w-]{0,63}$/;

/**
 * The cXML return: one field, named as the buyer's system expects it. `cXML-base64` avoids
 * the escaping layers of `cXML-urlencoded` and keeps every character intact, which is why
 * Ariba prefers it; the plain one carries the XML text and the page escapes it.
 */
export function cxmlReturnForm(
  envelope: CxmlEnvelope,
  session: CxmlReturn,
  cart: PunchoutCart,
): ReturnForm {
  const xml = orderMessage(envelope, session, cart);
  return {
    action: session.returnUrl,
    target: '_top',
    fields: [
      {
        name: session.messageField,
        value:
          session.messageField === 'cXML-base64'
            ? Buffer.from(xml, 'utf8').toString('base64')
            : xml,
      },
    ],
  };
}

/**
 * Where the OCI form posts: a frame name or keyword the buyer system asked for, else the top
 * window. `_self` is refused on purpose: inside the buyer's frame it keeps the returned cart in
 * the frame, and SAP never receives it.
 */
function ociTarget(requested: string | null): string {
  if (requested === null) return '_top';
  const keyword = requested.toLowerCase();
  if (FRAME_KEYWORDS.has(keyword)) return keyword;
  return FRAME_NAME.test(requested) ? requested : '_top';
}

/** The OCI return: HOOK_URL exactly as received, since it often carries SAP's own query. */
export function ociReturnForm(oci: OciReturn, cart: PunchoutCart): ReturnForm {
  return { action: oci.hookUrl, target: ociTarget(oci.target), fields: ociFields(cart, oci) };
}
