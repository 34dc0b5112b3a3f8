import { isShopImageSize } from '@/lib/images/image-sizes';

// Browsers load product pictures from /web/image/... (next.config rewrites it to Odoo, which
// resizes on every new size). Only the sizes the shop itself asks for get through; anything else
// would make Odoo render a picture nobody's page shows.

export const IMAGE_PATH_PREFIX = '/web/image/';

/** A size segment as Odoo's route reads it (`<W>x<H>`), or what a prober puts in its place. */
const SIZE_LIKE = /^[0-9a-z]{1,12}x[0-9a-z]{1,12}$/i;
const SIZE = /^(\d{1,5})x(\d{1,5})$/;

export type ImageRequestVerdict = 'allowed' | 'bad-size';

/**
 * `/web/image/<model>/<id>/<field>/<W>x<H>/<name>` must carry one of the shop's sizes; a path
 * without a size (Odoo's stored picture, e.g. an image in a website page) costs no resizing.
 */
export function imageRequestVerdict(pathname: string): ImageRequestVerdict {
  const parts = pathname.slice(IMAGE_PATH_PREFIX.length).split('/');
  const size = parts[3];
  if (size === undefined || !SIZE_LIKE.test(size)) return 'allowed';
  const match = SIZE.exec(size);
  if (!match) return 'bad-size';
  return isShopImageSize(Number(match[1]), Number(match[2])) ? 'allowed' : 'bad-size';
}
