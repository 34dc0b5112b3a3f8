import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { one, type Db } from './db';
import type { ProductTemplate } from './tables';

/**
 * Odoo's `/web/image` route as graphql_vuestorefront overrides it:
 * `/web/image/<model>/<id>/<field>[/<W>x<H>][/<filename>]`. W or H above the
 * `vsf_image_resize_limit` system parameter (1920), a size of 0x0 or a size segment that is not
 * one (`axb`, `12x`) is a 400: a bad request, not a missing picture. Resized images are padded to
 * the requested box on a white background. A 0 on one side keeps the aspect ratio, as in Odoo.
 *
 * There are no stored pictures: each record is drawn as an SVG from its data (a product's
 * image_hue/image_shape/name) so that every product looks different, then rasterised with sharp.
 */

const DEFAULT_RESIZE_LIMIT = 1920;
const CACHE_CONTROL = 'public, max-age=604800';
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const MAX_ID = 2147483647;

/** Square size rendered when no size is asked for. image_1920 renders smaller: it is a mock. */
const FIELD_SIZES: Record<string, number> = {
  image_1920: 1024,
  image_1024: 1024,
  image_512: 512,
  image_256: 256,
  image_128: 128,
};
const PARTNER_FIELDS: Record<string, number> = {
  avatar_1920: 1024,
  avatar_1024: 1024,
  avatar_512: 512,
  avatar_256: 256,
  avatar_128: 128,
};
const BRAND_FIELDS: Record<string, number> = { logo: 512 };

type DrawingKind = 'product' | 'category' | 'brand' | 'avatar';

interface Drawing {
  kind: DrawingKind;
  hue: number;
  shape: number;
  /** One or two letters drawn big. */
  initials: string;
  /** Small line under the picture (product name, category name, brand name). */
  caption: string;
  /** Small label in the corner (the product's brand). */
  label: string;
}

interface ModelSpec {
  fields: Record<string, number>;
  load: (db: Db, id: number) => Promise<Drawing | null>;
}

type ProductRow = Pick<ProductTemplate, 'name' | 'image_hue' | 'image_shape'> & {
  brand: string | null;
};

const PRODUCT_SQL = `SELECT t.name, t.image_hue, t.image_shape, b.name AS brand
                       FROM product_template t LEFT JOIN product_brand b ON b.id = t.brand_id`;

function productDrawing(row: ProductRow | null): Drawing | null {
  if (!row) return null;
  const withoutBrand =
    row.brand && row.name.startsWith(`${row.brand} `)
      ? row.name.slice(row.brand.length + 1)
      : row.name;
  return {
    kind: 'product',
    hue: row.image_hue,
    shape: row.image_shape,
    initials: initials(withoutBrand),
    caption: truncate(withoutBrand, 30),
    label: (row.brand ?? '').toUpperCase(),
  };
}

const MODELS: Record<string, ModelSpec> = {
  'product.template': {
    fields: FIELD_SIZES,
    load: async (db, id) =>
      productDrawing(await one<ProductRow>(db, `${PRODUCT_SQL} WHERE t.id = $1`, [id])),
  },
  // A variant shows its template's picture (variants have no image of their own here).
  'product.product': {
    fields: FIELD_SIZES,
    load: async (db, id) =>
      productDrawing(
        await one<ProductRow>(
          db,
          `${PRODUCT_SQL} WHERE t.id = (SELECT template_id FROM product_product WHERE id = $1)`,
          [id],
        ),
      ),
  },
  'product.public.category': {
    fields: FIELD_SIZES,
    load: async (db, id) => {
      const row = await one<{ name: string }>(
        db,
        'SELECT name FROM product_public_category WHERE id = $1',
        [id],
      );
      return row
        ? {
            kind: 'category',
            hue: (id * 47) % 360,
            shape: id % 6,
            initials: initials(row.name),
            caption: truncate(row.name, 30),
            label: '',
          }
        : null;
    },
  },
  'product.brand': {
    fields: { ...FIELD_SIZES, ...BRAND_FIELDS },
    load: async (db, id) => {
      const row = await one<{ name: string }>(db, 'SELECT name FROM product_brand WHERE id = $1', [
        id,
      ]);
      return row
        ? {
            kind: 'brand',
            hue: (id * 67) % 360,
            shape: id % 6,
            initials: initials(row.name),
            caption: truncate(row.name, 18),
            label: '',
          }
        : null;
    },
  },
  'res.partner': {
    fields: { ...FIELD_SIZES, ...PARTNER_FIELDS },
    load: async (db, id) => {
      const row = await one<{ name: string }>(db, 'SELECT name FROM res_partner WHERE id = $1', [
        id,
      ]);
      return row
        ? {
            kind: 'avatar',
            hue: (id * 137) % 360,
            shape: 0,
            initials: initials(row.name),
            caption: '',
            label: '',
          }
        : null;
    },
  },
};

/** Looks like a size (what Odoo's route would try to read as one) but may be nonsense. */
const SIZE_LIKE = /^[0-9a-z]{1,12}x[0-9a-z]{1,12}$/i;

interface ImageRequest {
  model: ModelSpec;
  id: number;
  field: string;
  width: number;
  height: number;
}

/** Parses the route; null for anything Odoo would answer with 404, 'bad-size' for a 400. */
function parsePath(path: string, limit: number): ImageRequest | 'bad-size' | null {
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [web, image, modelName, rawId, field, ...rest] = parts;
  if (web !== 'web' || image !== 'image' || !modelName || !rawId || !field || rest.length > 2) {
    return null;
  }
  const model = MODELS[modelName];
  // Odoo accepts `<id>-<checksum>` as well (cache-busting URLs).
  const idMatch = /^(\d+)(?:-[0-9a-f]+)?$/.exec(rawId);
  const id = Number(idMatch?.[1]);
  const defaultSize = model?.fields[field];
  if (!model || !idMatch || !Number.isSafeInteger(id) || id > MAX_ID || defaultSize === undefined) {
    return null;
  }
  let width = defaultSize;
  let height = defaultSize;
  const sizeMatch = rest[0] ? /^(\d{1,5})x(\d{1,5})$/.exec(rest[0]) : null;
  if (rest[0] && !sizeMatch && (rest.length === 2 || SIZE_LIKE.test(rest[0]))) return 'bad-size';
  if (sizeMatch) {
    const w = Number(sizeMatch[1]);
    const h = Number(sizeMatch[2]);
    if (w > limit || h > limit || (w === 0 && h === 0)) return 'bad-size';
    // The pictures are square, so keeping the ratio means the missing side equals the given one.
    if (w || h) {
      width = w || h;
      height = h || w;
    }
  }
  return { model, id, field, width, height };
}

export async function serveImage(db: Db, path: string, res: ServerResponse) {
  const limitRow = await one<{ value: string }>(
    db,
    "SELECT value FROM ir_config_parameter WHERE key = 'vsf_image_resize_limit'",
  );
  const limit = Number(limitRow?.value) || DEFAULT_RESIZE_LIMIT;
  const request = parsePath(path, limit);
  if (request === 'bad-size') {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad Request');
    return;
  }
  const drawing = request ? await request.model.load(db, request.id) : null;
  if (!request || !drawing) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
    return;
  }

  const accept = res.req?.headers.accept ?? '';
  const format: 'webp' | 'png' = accept.includes('image/webp') ? 'webp' : 'png';
  const svg = drawSvg(drawing, Math.min(request.width, request.height));
  const key = createHash('sha1')
    .update(`${svg}|${request.width}x${request.height}|${format}`)
    .digest('base64url');
  const etag = `"${key}"`;
  const headers = {
    'cache-control': CACHE_CONTROL,
    etag,
    // The same URL gives WebP or PNG depending on Accept; caches must keep them apart.
    vary: 'Accept',
  };
  if (res.req?.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = await rendered(key, () => rasterise(svg, request.width, request.height, format));
  res.writeHead(200, {
    ...headers,
    'content-type': `image/${format}`,
    'content-length': String(body.length),
  });
  res.end(body);
}

let renders = 0;

/** How many pictures were rasterised since start (tests: a repeat must come from the cache). */
export function renderedImageCount(): number {
  return renders;
}

async function rasterise(svg: string, width: number, height: number, format: 'webp' | 'png') {
  renders += 1;
  const image = sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE });
  return format === 'webp'
    ? image.webp({ quality: 85 }).toBuffer()
    : image.png({ compressionLevel: 6 }).toBuffer();
}

// --- An LRU of rendered images: rasterising is the expensive part under load. ---

// Bounded by bytes, not entries: the shop's whole working set (every product at each of its few
// sizes, WebP and PNG) fits, so a repeat is never rendered again; made-up sizes are refused above.
const CACHE_BYTES = 256 * 1024 * 1024;
const cache = new Map<string, { body: Promise<Buffer>; bytes: number }>();
let cachedBytes = 0;

function rendered(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    // Re-insert to mark as most recently used (Map keeps insertion order).
    cache.delete(key);
    cache.set(key, hit);
    return hit.body;
  }
  // The promise is cached, so concurrent requests for one image render it once.
  const entry = { body: render(), bytes: 0 };
  cache.set(key, entry);
  entry.body.then(
    (body) => {
      if (cache.get(key) !== entry) return;
      entry.bytes = body.length;
      cachedBytes += body.length;
      evictOverBudget();
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.body;
}

function evictOverBudget(): void {
  for (const [key, entry] of cache) {
    if (cachedBytes <= CACHE_BYTES) return;
    cache.delete(key);
    cachedBytes -= entry.bytes;
  }
}

// --- Drawing ---

function initials(text: string): string {
  const words = text.split(/\s+/).filter((word) => /^[\p{L}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => word[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** HSL to #rrggbb: librsvg's support for hsl() varies between versions, hex does not. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

function text(
  content: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  extra = '',
): string {
  if (!content) return '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`;
}

/** The product-coloured shape (0-5) around (256, 236), and where its label sits. */
function shapeMarkup(shape: number, fill: string, dark: string): { svg: string; textY: number } {
  const hexagon = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    return `${256 + 158 * Math.cos(angle)},${236 + 158 * Math.sin(angle)}`;
  }).join(' ');
  switch (shape % 6) {
    case 1:
      return { svg: `<circle cx="256" cy="236" r="150" fill="${fill}"/>`, textY: 268 };
    case 2:
      return {
        svg: `<path d="M256 92 L410 364 L102 364 Z" fill="${fill}" stroke="${fill}" stroke-width="30" stroke-linejoin="round"/>`,
        textY: 318,
      };
    case 3:
      return { svg: `<path d="M256 70 L422 236 L256 402 L90 236 Z" fill="${fill}"/>`, textY: 268 };
    case 4:
      return { svg: `<polygon points="${hexagon}" fill="${fill}"/>`, textY: 268 };
    case 5:
      return {
        svg: [
          `<rect x="106" y="96" width="300" height="80" rx="16" fill="${dark}"/>`,
          `<rect x="131" y="196" width="250" height="80" rx="16" fill="${fill}"/>`,
          `<rect x="156" y="296" width="200" height="80" rx="16" fill="${dark}"/>`,
        ].join(''),
        textY: 258,
      };
    default:
      return {
        svg: `<rect x="111" y="96" width="290" height="280" rx="44" fill="${fill}"/>`,
        textY: 268,
      };
  }
}

function drawSvg(drawing: Drawing, size: number): string {
  const { hue } = drawing;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">`;
  if (drawing.kind === 'avatar') {
    return `${open}<rect width="512" height="512" fill="${hsl(hue, 45, 52)}"/>${text(drawing.initials, 256, 300, 200, '#ffffff', 'font-weight="700"')}</svg>`;
  }
  const fill = hsl(hue, 62, 50);
  const dark = hsl(hue, 58, 36);
  const shape = shapeMarkup(drawing.shape, `url(#fg)`, dark);
  const defs = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 97)}"/><stop offset="1" stop-color="${hsl(hue, 45, 88)}"/></linearGradient>
<linearGradient id="fg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/><stop offset="1" stop-color="${fill}"/></linearGradient>
</defs>`;
  if (drawing.kind === 'brand') {
    // A logo: small mark above a wordmark on white.
    const mark = shapeMarkup(drawing.shape, fill, dark);
    return `${open}<rect width="512" height="512" fill="#ffffff"/><g transform="translate(141 64) scale(0.45)">${mark.svg}</g>${text(drawing.caption, 256, 390, 60, dark, 'font-weight="700"')}</svg>`;
  }
  const initialsSize = drawing.shape % 6 === 5 ? 64 : 96;
  return [
    open,
    defs,
    '<rect width="512" height="512" fill="url(#bg)"/>',
    `<ellipse cx="256" cy="424" rx="150" ry="16" fill="${hsl(hue, 30, 40)}" opacity="0.18"/>`,
    shape.svg,
    text(drawing.initials, 256, shape.textY, initialsSize, '#ffffff', 'font-weight="700"'),
    text(drawing.caption, 256, 476, 26, hsl(hue, 35, 24)),
    drawing.label
      ? `<text x="28" y="46" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="2" fill="${hsl(hue, 35, 30)}">${escapeXml(drawing.label)}</text>`
      : '',
    '</svg>',
  ].join('');
}
