import { IMAGE_BREAKPOINTS } from './odoo-image';

// Every size the shop asks Odoo to render, in one place: the image route refuses any other
// (lib/http/image-request.ts), so a made-up size costs Odoo no rendering. A component that needs a
// new width adds it here; e2e/images.spec.ts fails on a page that asks for one not listed.

/** next/image's widths (next.config deviceSizes): the spec's breakpoints. */
export const DEVICE_SIZES: readonly number[] = Object.values(IMAGE_BREAKPOINTS);

/** next/image's widths for images narrower than the screen (next.config imageSizes, Next's defaults). */
export const IMAGE_SIZES: readonly number[] = [16, 32, 48, 64, 96, 128, 256, 384];

/** The widths components and routes put in Odoo image URLs themselves (OdooImg, odooImageUrl). */
const OWN_WIDTHS = [
  48, // sticky product bar, 1x
  80, // cart line and gallery thumbnails, 1x
  96, // quick search, sticky bar 2x
  160, // thumbnails 2x, home brand logos, compare
  200, // related products, overview logos
  240, // product cards, 1x
  320, // compare, gallery, home logos 2x
  400, // related products 2x, home tiles, overview logos 2x
  480, // product cards 2x, gallery
  720, // product cards 3x
  768, // gallery
  1024, // gallery, product JSON-LD
  1200, // product page Open Graph image
  1536, // gallery
];

export const SHOP_IMAGE_WIDTHS: ReadonlySet<number> = new Set([
  ...DEVICE_SIZES,
  ...IMAGE_SIZES,
  ...OWN_WIDTHS,
]);

/**
 * The shapes the shop asks for: square product and category pictures, and 2:1 brand logos. A
 * height is the width times one of these, rounded as odooImageUrl rounds.
 */
const SHAPES = [1, 0.5];

export function isShopImageSize(width: number, height: number): boolean {
  return (
    SHOP_IMAGE_WIDTHS.has(width) && SHAPES.some((shape) => Math.round(width * shape) === height)
  );
}
