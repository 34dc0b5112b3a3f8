import type { ImageLoaderProps } from 'next/image';
import { odooImageBase, odooImageUrl, parseOdooImageUrl } from './odoo-image';

/**
 * next/image loader (next.config `images.loaderFile`): asks Odoo for the exact width Next wants,
 * keeping the box's shape, so Odoo resizes once and Next does not optimise again. Other images
 * (files in public/) are returned as they are.
 */
export default function odooImageLoader({ src, width }: ImageLoaderProps): string {
  const parsed = parseOdooImageUrl(src);
  if (!parsed) return width ? `${src}${src.includes('?') ? '&' : '?'}w=${width}` : src;
  // Square when the source carries no box (a bare Odoo image path).
  const ratio = parsed.box ? parsed.box.height / parsed.box.width : 1;
  const url = odooImageUrl(parsed.folder, parsed.name, width, width * ratio);
  // Keep an absolute source's host instead of the configured base.
  return parsed.origin ? parsed.origin + url.slice(odooImageBase().length) : url;
}
