// Browser-safe: the next/image loader uses this too, so no server-only import and no Odoo URL.

/** Odoo refuses to resize above its `vsf_image_resize_limit` (1920 by default) with a 404. */
export const MAX_IMAGE_SIZE = 1920;

/** The spec's image breakpoints (its `2xl` equals `xxl`). */
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

export interface OdooImageBox {
  width: number;
  height: number;
}

/**
 * Where images are served from, e.g. a CDN in front of Odoo. Empty: same origin, so the app
 * proxies `/web/image` to Odoo. Inlined at build time through next.config `env`.
 */
export function odooImageBase(): string {
  return (process.env.ODOO_PUBLIC_URL ?? '').replace(/\/+$/, '');
}

/**
 * `{base}{folder}/{W}x{H}/{name}_{W}x{H}` for Odoo's `/web/image/<model>/<id>/<field>/<W>x<H>/<filename>`
 * route: Odoo resizes (and pads to the box), the file name is there for SEO.
 */
export function odooImageUrl(folder: string, name: string, width: number, height: number): string {
  const box = capBox({ width, height });
  const size = `${box.width}x${box.height}`;
  return `${odooImageBase()}${normaliseFolder(folder)}/${size}/${fileName(name)}_${size}`;
}

/** Scales the box down so neither side exceeds the limit, keeping its shape; sides are whole pixels. */
export function capBox(box: OdooImageBox): OdooImageBox {
  const width = Math.max(1, Math.round(box.width));
  const height = Math.max(1, Math.round(box.height));
  const scale = Math.min(1, MAX_IMAGE_SIZE / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(MAX_IMAGE_SIZE, Math.round(width * scale))),
    height: Math.max(1, Math.min(MAX_IMAGE_SIZE, Math.round(height * scale))),
  };
}

export interface ParsedOdooImageUrl {
  /** Scheme and host when the URL was absolute, else ''. */
  origin: string;
  folder: string;
  name: string;
  box: OdooImageBox | null;
}

const SIZED = /^(.*\/web\/image\/.+?)\/(\d+)x(\d+)\/([^/]+)_\d+x\d+$/;
const PLAIN = /^(.*\/web\/image\/[^?#]+?)\/?$/;

/** Reads back a URL built by odooImageUrl, or a plain Odoo image path; null for anything else. */
export function parseOdooImageUrl(src: string): ParsedOdooImageUrl | null {
  const { origin, path } = splitOrigin(src);
  const sized = SIZED.exec(path);
  if (sized) {
    const [, folder = '', width, height, name = 'image'] = sized;
    const box = { width: Number(width), height: Number(height) };
    return { origin, folder, name: safeDecode(name), box };
  }
  const plain = PLAIN.exec(path);
  if (!plain?.[1]) return null;
  return { origin, folder: plain[1], name: defaultName(plain[1]), box: null };
}

function splitOrigin(src: string): { origin: string; path: string } {
  const match = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(src);
  if (!match) return { origin: '', path: src };
  return { origin: match[1] ?? '', path: match[2] ?? '/' };
}

function normaliseFolder(folder: string): string {
  const trimmed = folder.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Odoo's imageFilename is already a slug; anything else must not break the path. */
function fileName(name: string): string {
  const cleaned = name.trim().replace(/[\s/\\?#%]+/g, '-');
  return encodeURIComponent(cleaned || 'image');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `image` from `/web/image/product.template/12/image_1920`. */
function defaultName(folder: string): string {
  const field = folder.split('/').pop() ?? '';
  return field.replace(/_\d+$/, '') || 'image';
}
