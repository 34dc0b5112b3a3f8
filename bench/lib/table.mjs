// Table rows: each shop figure beside the floor's (hello page for bytes and Lighthouse, cached
// page for throughput), the difference, the ratio and the target for it.
const SHOP = { home: 'home', category: 'category', product: 'product', payment: 'payment step' };
/** The payment step is measured for its bytes only (it needs a signed-in shopper with a cart). */
const BYTES_ONLY = new Set(['payment']);
const fl = (page) => page.firstLoad;
const lh = (page) => (page.lighthouse?.error ? undefined : page.lighthouse);

const atMost = (limit) => ({ text: `≤ ${limit}`, ok: (v) => v <= limit });
const atLeast = (limit) => ({ text: `≥ ${limit}`, ok: (v) => v >= limit });
// Relative targets need the reference figure too.
const floorPlus = (limit) => ({
  text: `≤ floor + ${limit}`,
  relative: true,
  ok: (v, f) => v - f <= limit,
});
const timesFloor = (limit) => ({
  text: `≥ ${limit} × floor`,
  relative: true,
  ok: (v, f) => v / f >= limit,
});

function metrics(delayMs) {
  const list = [
    {
      name: 'first-load JS, KiB gzip',
      bytes: true,
      value: (p) => fl(p)?.jsGzipKiB,
      floor: 'floorHello',
      target: { home: floorPlus(20), category: floorPlus(30), product: floorPlus(30) },
    },
    {
      name: 'HTML, KiB gzip',
      bytes: true,
      value: (p) => fl(p)?.htmlGzipKiB,
      floor: 'floorHello',
      target: { category: atMost(20) },
    },
    {
      name: 'Apollo/graphql in JS',
      bytes: true,
      value: (p) => (fl(p) ? (fl(p).apolloOrGraphql ? 'found' : 'none') : undefined),
      floor: 'floorHello',
      target: { all: { text: 'none', ok: (v) => v === 'none' } },
    },
    {
      // Adyen's library loads only when a shopper chooses the Drop-in on the payment step.
      name: 'Adyen in first-load JS',
      value: (p) => (fl(p) ? (fl(p).adyen ? 'found' : 'none') : undefined),
      floor: 'floorHello',
      bytes: true,
      target: { all: { text: 'none', ok: (v) => v === 'none' } },
    },
    {
      name: 'Adyen drop-in chunk (on choosing it), KiB gzip JS + CSS',
      value: (p) =>
        p.adyenChunks
          ? +(p.adyenChunks.jsGzipKiB + p.adyenChunks.cssGzipKiB).toFixed(1)
          : undefined,
      note: (p) =>
        p.adyenChunks
          ? ` (${p.adyenChunks.jsGzipKiB} JS + ${p.adyenChunks.cssGzipKiB} CSS, ${p.adyenChunks.files} files)`
          : '',
      bytes: true,
      only: 'payment',
      target: {},
    },
    {
      name: 'Lighthouse score',
      value: (p) => lh(p)?.score,
      note: (p) => spread(lh(p)?.scores),
      floor: 'floorHello',
      target: { all: atLeast(98) },
    },
    {
      name: 'LCP, ms',
      value: (p) => lh(p)?.lcpMs,
      note: (p) => spread(lh(p)?.lcpRunsMs),
      floor: 'floorHello',
      target: { all: atMost(1500) },
    },
    {
      // Not a target. Lantern counts every script that finished before the paint it observed in
      // the real load, so a late real paint (headless Chromium sometimes holds the first
      // frame for about a second) puts all the JS into the simulated LCP.
      name: 'real first paint, ms',
      value: (p) => lh(p)?.observedFcpMs,
      note: (p) => latePaints(lh(p)?.observedFcpRunsMs),
      floor: 'floorHello',
      target: {},
    },
    {
      name: 'TBT, ms',
      value: (p) => lh(p)?.tbtMs,
      floor: 'floorHello',
      target: { all: floorPlus(50) },
    },
    { name: 'CLS', value: (p) => lh(p)?.cls, floor: 'floorHello', target: { all: atMost(0.01) } },
    {
      name: 'req/s at c=10',
      value: (p) => p.throughput?.requestsPerSecond,
      note: (p) => problems(p.throughput),
      floor: 'floorCached',
      target: { category: timesFloor(0.8) },
    },
    { name: 'p99, ms', value: (p) => p.throughput?.p99Ms, floor: 'floorCached', target: {} },
  ];
  if (delayMs > 0) {
    list.push({
      name: `req/s, odoo +${delayMs} ms (vs 0 ms)`,
      value: (p) => p.throughputDelayed?.requestsPerSecond,
      note: (p) => problems(p.throughputDelayed),
      // Compared with the same page at 0 ms, not with the floor.
      reference: (p) => p.throughput?.requestsPerSecond,
      referenceName: 'same page, 0 ms',
      target: { category: { text: '≥ 0.95 × 0 ms', relative: true, ok: (v, r) => v / r >= 0.95 } },
    });
  }
  return list;
}

// The median alone hides how far the runs scattered; a page on a knife edge shows here.
function spread(runs, extra = '') {
  if (!runs || runs.length < 2) return '';
  return ` (runs ${Math.min(...runs)}–${Math.max(...runs)}${extra})`;
}

function latePaints(runs) {
  const late = runs?.filter((ms) => ms > 1000).length;
  return spread(runs, late ? `; ${late} after 1 s` : '');
}

// A throughput figure with failed or unfinished requests must not pass for a slow-but-fine one.
function problems(result) {
  if (!result) return '';
  const notes = [];
  if (result.completed === 0) notes.push('no response completed');
  for (const key of ['errors', 'timeouts', 'non2xx'])
    if (result[key]) notes.push(`${result[key]} ${key}`);
  return notes.length ? ` (${notes.join(', ')})` : '';
}

const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const measurable = (target, value, floor) =>
  Boolean(target) && value != null && (!target.relative || (isNumber(value) && isNumber(floor)));
const round = (v) => (isNumber(v) ? +v.toFixed(Math.abs(v) < 1 ? 3 : 1) : v);

export function tableRows(pages, options) {
  const rows = [];
  for (const [key, label] of Object.entries(SHOP)) {
    const page = pages[key];
    if (page.status !== 200) {
      rows.push({
        page: `${label} ${page.path}`,
        metric: 'missing page',
        shop: page.status ?? 'no link',
      });
      continue;
    }
    for (const metric of metrics(options.odooDelayMs)) {
      if (BYTES_ONLY.has(key) && !metric.bytes) continue;
      if (metric.only && metric.only !== key) continue;
      const value = metric.value(page);
      const floor = metric.reference
        ? metric.reference(page)
        : metric.value(pages[metric.floor] ?? {});
      const target = metric.target[key] ?? metric.target.all;
      const both = isNumber(value) && isNumber(floor);
      rows.push({
        page: `${label} ${page.path}`,
        metric: metric.name,
        shop: value ?? '—',
        note: metric.note?.(page) || undefined,
        floor: floor ?? '—',
        floorIs:
          metric.referenceName ?? (metric.floor === 'floorCached' ? 'floor /cached' : 'floor /'),
        delta: both ? round(value - floor) : '—',
        ratio: both && floor !== 0 ? +(value / floor).toFixed(2) : '—',
        target: target?.text ?? '',
        ok: measurable(target, value, floor) ? target.ok(value, floor) : null,
      });
    }
  }
  return rows;
}

export function printTable(rows) {
  const head = ['page', 'metric', 'shop', 'floor', 'Δ', 'ratio', 'target', ''];
  const cells = rows.map((r) => [
    r.page,
    r.metric,
    String(r.shop) + (r.note ?? ''),
    r.floor === undefined ? '' : String(r.floor),
    r.delta === undefined ? '' : String(r.delta),
    r.ratio === undefined ? '' : String(r.ratio),
    r.target ?? '',
    r.ok === true ? 'ok' : r.ok === false ? 'MISS' : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c.map((v, i) => (i >= 2 && i <= 5 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log('\n' + line(head) + '\n' + widths.map((w) => '-'.repeat(w)).join('  '));
  let last;
  for (const [i, c] of cells.entries()) {
    // The page name once per block keeps the table readable.
    const shown = rows[i].page === last ? ['', ...c.slice(1)] : c;
    last = rows[i].page;
    console.log(line(shown).trimEnd());
  }
  console.log('\nfloor: bench/floor "/" for bytes and Lighthouse, "/cached" for throughput;');
  console.log('"(vs 0 ms)" rows compare with the same page at 0 ms instead of the floor.\n');
}
