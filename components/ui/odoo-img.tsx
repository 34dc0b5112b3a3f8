import { odooImageUrl } from '@/lib/images/odoo-image';

/**
 * A plain <img> with Odoo resizing each width in the srcset. Used on the pages every shopper
 * opens first (header, home, listings, product pages) instead of next/image, whose client
 * component would add its code to every page's first load; Odoo already serves the exact sizes,
 * so nothing is lost.
 * Works in server and client components (no hooks).
 */
export function OdooImg({
  folder,
  name,
  widths,
  sizes,
  width,
  height,
  alt,
  className,
  eager = false,
  urgent = false,
  testId,
}: {
  /** Odoo's image path (`/web/image/product.template/12/image_1920`). */
  folder: string;
  /** SEO file name. */
  name: string;
  /** Square widths Odoo renders, smallest first; the last is the fallback src. */
  widths: readonly number[];
  sizes: string;
  /** Intrinsic size: reserves the box so nothing shifts. */
  width: number;
  height: number;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The likely LCP image: fetched first (one per page, or the eager images compete). */
  urgent?: boolean;
  testId?: string;
}) {
  const url = (size: number) =>
    odooImageUrl(folder, name, size, Math.round((size * height) / width));
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Odoo resizes; see above
    <img
      src={url(widths[widths.length - 1] ?? width)}
      srcSet={widths.map((size) => `${url(size)} ${size}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={urgent ? 'high' : undefined}
      // The LCP image is decoded in the frame that paints it; async decoding would push its
      // paint to a later frame, behind whatever script runs in between.
      decoding={urgent ? undefined : 'async'}
      className={className}
      data-testid={testId}
    />
  );
}
