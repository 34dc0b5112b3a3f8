import { isShopImageSize } from '@/lib/images/image-sizes';
import { MAX_ODOO_ID } from '@/lib/validation/odoo-int';

// Browsers load product pictures from /web/image/... (the image route passes them on to Odoo,
// which resizes on every new size). Odoo's route serves any model's picture fields (a customer's
// avatar too) at any size, also through `?width=&height=`; the shop passes on only the pictures
// its catalogue shows, at the sizes it asks for itself. Odoo decodes the path before it reads
// it, so the checks here read the decoded path too (`1919%781919` is `1919x1919`).

export const IMAGE_PATH_PREFIX = '/web/image/';

/** The catalogue's pictures: model → fields (Odoo 15 image fields, brand logos, payment icons). */
const PRODUCT_IMAGE_FIELDS = ['image_1920', 'image_1024', 'image_512', 'image_256', 'image_128'];
export const CATALOGUE_IMAGE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'product.template': PRODUCT_IMAGE_FIELDS,
  'product.product': PRODUCT_IMAGE_FIELDS,
  'product.image': PRODUCT_IMAGE_FIELDS,
  'product.public.category': PRODUCT_IMAGE_FIELDS,
  'product.brand': ['logo', ...PRODUCT_IMAGE_FIELDS],
  'payment.icon': ['image', 'image_payment_form'],
};

/** Query parameters Odoo's route reads that the shop may pass: only the cache buster. */
const PASSED_PARAMS: Readonly<Record<string, RegExp>> = { unique: /^[\w-]{1,64}$/ };

const ID = /^[1-9]\d{0,9}$/;
/** An attachment of a website page: `<id>` or `<id>-<checksum>` (Odoo's website editor). */
const ATTACHMENT = /^[1-9]\d{0,9}(?:-[0-9a-f]{1,64})?$/;
/** A size segment as Odoo's route reads it (`<W>x<H>`), or what a prober puts in its place. */
const SIZE_LIKE = /^[0-9a-z]{1,12}x[0-9a-z]{1,12}$/i;
const SIZE = /^(\d{1,5})x(\d{1,5})$/;

export type ImageRequest =
  | { verdict: 'allowed'; path: string; search: string }
  | { verdict: 'bad-request' | 'bad-size' | 'not-served' };

/**
 * What to ask Odoo for a `/web/image/...` request: the path rebuilt from its checked, decoded
 * segments, or why not. Accepted: `<model>/<id>/<field>[/<W>x<H>][/<name>]` for the catalogue's
 * models and fields, and a website page's attachment `<id>[-<checksum>][/<W>x<H>][/<name>]`.
 */
export function readImageRequest(pathname: string, search = ''): ImageRequest {
  const segments = decodedSegments(pathname.slice(IMAGE_PATH_PREFIX.length));
  if (!segments) return { verdict: 'bad-request' };
  const query = passedQuery(search);
  if (query === null) return { verdict: 'bad-request' };
  const [first = '', second = '', third = ''] = segments;
  const modelField = CATALOGUE_IMAGE_FIELDS[first];
  let head: string[];
  let rest: string[];
  if (modelField !== undefined) {
    if (!ID.test(second) || Number(second) > MAX_ODOO_ID) return { verdict: 'not-served' };
    if (!modelField.includes(third)) return { verdict: 'not-served' };
    [head, rest] = [segments.slice(0, 3), segments.slice(3)];
  } else if (ATTACHMENT.test(first) && Number(first.split('-')[0]) <= MAX_ODOO_ID) {
    [head, rest] = [segments.slice(0, 1), segments.slice(1)];
  } else {
    return { verdict: 'not-served' };
  }
  if (rest.length > 2) return { verdict: 'not-served' };
  const [size, name] =
    rest.length === 2 || SIZE_LIKE.test(rest[0] ?? '') ? rest : [undefined, ...rest];
  if (size !== undefined) {
    const match = SIZE.exec(size);
    if (!match || !isShopImageSize(Number(match[1]), Number(match[2]))) {
      return { verdict: 'bad-size' };
    }
  }
  if (name !== undefined && !isFileName(name)) return { verdict: 'bad-request' };
  const parts = [...head, size, name].filter((part): part is string => part !== undefined);
  return {
    verdict: 'allowed',
    path: IMAGE_PATH_PREFIX + parts.map(encodeURIComponent).join('/'),
    search: query,
  };
}

/** The proxy's early answer: only a size the shop never asks for is refused there (400). */
export function imageRequestVerdict(pathname: string): 'allowed' | 'bad-size' {
  return readImageRequest(pathname).verdict === 'bad-size' ? 'bad-size' : 'allowed';
}

function decodedSegments(path: string): string[] | null {
  const raw = path.split('/');
  // A trailing slash is no segment of its own.
  if (raw.at(-1) === '') raw.pop();
  const segments: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // `%2F` or `..` would reach another route once Odoo decodes it.
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) {
      return null;
    }
    segments.push(decoded);
  }
  return segments;
}

function passedQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const passed = new URLSearchParams();
  for (const [name, value] of params) {
    const allowed = PASSED_PARAMS[name];
    // `?width=&height=` and the like would let anyone choose Odoo's rendering work.
    if (!allowed || !allowed.test(value)) return null;
    passed.set(name, value);
  }
  const text = passed.toString();
  return text ? `?${text}` : '';
}

/** A file name is for search engines only: any text without control characters, not too long. */
function isFileName(name: string): boolean {
  return name.length <= 200 && !/[\u0000-\u001f\u007f]/.test(name);
}
