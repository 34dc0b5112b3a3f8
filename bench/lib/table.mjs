// Table rows: each shop figure beside its reference (the floor app measured in the same run, or
// the same page at 0 ms), the difference, the ratio, the issue's target and PASS or MISS, so the
// output can be quoted as it is. Rows without a target say "info".
const LABELS = {
  home: 'home',
  category: 'category',
  product: 'product',
  cart: 'cart (with items)',
  search: 'search',
  orders: 'my orders (signed in)',
  filterSets: 'filtered category (six filter sets in turn)',
  filtered: 'filtered category (a price range never seen before)',
  shipping: 'checkout: shipping',
  billing: 'checkout: billing',
  review: 'checkout: review',
  payment: 'checkout: payment step',
};
const fl = (page) => page.firstLoad;
const lh = (page) => (page.lighthouse?.error ? undefined : page.lighthouse);
const lhDev = (page) => (page.lighthouseDevtools?.error ? undefined : page.lighthouseDevtools);

const atMost = (limit) => ({ text: `≤ ${limit}`, ok: (v) => v <= limit });
const equals = (wanted) => ({ text: `= ${wanted}`, ok: (v) => v === wanted });
// Relative targets need the reference figure too.
const floorPlus = (limit) => ({
  text: `≤ floor + ${limit}`,
  relative: true,
  ok: (v, f) => v - f <= limit,
});
const floorMinus = (limit) => ({
  text: `≥ floor − ${limit}`,
  relative: true,
  ok: (v, f) => v >= f - limit,
});
const timesReference = (limit, name = 'floor') => ({
  text: `≥ ${limit} × ${name}`,
  relative: true,
  ok: (v, f) => v / f >= limit,
});
const both = (a, b) => ({
  text: `${a.text} and ${b.text}`,
  relative: a.relative || b.relative,
  ok: (v, f) => a.ok(v, f) && b.ok(v, f),
});

const BROWSE = ['home', 'category', 'product'];
// A page rendered per request (or a filter set) against the static category page in the same run:
// half its throughput; a price range never seen before renders from Odoo, a quarter.
const STATIC_CATEGORY = 'static category page';
const PER_REQUEST_TARGETS = {
  all: timesReference(0.5, 'category'),
  filtered: timesReference(0.25, 'category'),
};
const DYNAMIC = ['cart', 'search', 'orders', 'filterSets', 'filtered'];
const CHECKOUT = ['shipping', 'billing', 'review'];
const HELLO = { floor: (pages) => pages.floorHello, floorIs: 'floor /' };
// Each browse page's throughput floor is the floor listing of about its own raw HTML bytes.
const SIZED = {
  floorIs: 'floor listing, same raw bytes',
  floorNote: (page) =>
    page.floorThroughput
      ? ` (${page.floorThroughput.path}, ${page.floorThroughput.htmlRawKiB} KiB raw)`
      : '',
};

function metrics(options) {
  const delay = options.odooDelayMs;
  const lighthouseRuns = `median of ${options.lighthouseRuns}`;
  const list = [
    {
      name: 'first-load JS, KiB gzip',
      for: [...BROWSE, ...DYNAMIC.filter((k) => !k.startsWith('filter')), ...CHECKOUT, 'payment'],
      value: (p) => fl(p)?.jsGzipKiB,
      ...HELLO,
      // G1/G2 for browse pages, G15 for the checkout before the payment step.
      target: {
        home: floorPlus(20),
        category: floorPlus(30),
        product: floorPlus(30),
        ...Object.fromEntries(CHECKOUT.map((k) => [k, floorPlus(60)])),
      },
    },
    {
      name: 'HTML, KiB gzip',
      for: [...BROWSE, 'search'],
      value: (p) => fl(p)?.htmlGzipKiB,
      note: (p) => (fl(p) ? ` (${fl(p).htmlRawKiB} raw)` : ''),
      ...HELLO,
      target: { category: atMost(20) },
    },
    {
      name: 'Apollo/graphql in first-load JS',
      for: [...BROWSE],
      value: (p) => (fl(p) ? (fl(p).apolloOrGraphql ? 'found' : 'none') : undefined),
      target: { all: equals('none') },
    },
    {
      // Adyen's library loads only when a shopper chooses the Drop-in on the payment step.
      name: 'Adyen in first-load JS, bytes gzip',
      for: [...BROWSE, 'cart', ...CHECKOUT, 'payment'],
      value: (p) => fl(p)?.adyenGzipBytes,
      target: { all: equals(0) },
    },
    {
      name: 'Adyen Drop-in, loaded on choosing it, KiB gzip JS + CSS',
      for: ['payment'],
      value: (p) =>
        p.adyenChunks
          ? +(p.adyenChunks.jsGzipKiB + p.adyenChunks.cssGzipKiB).toFixed(1)
          : undefined,
      note: (p) =>
        p.adyenChunks
          ? ` (${p.adyenChunks.jsGzipKiB} JS + ${p.adyenChunks.cssGzipKiB} CSS, ${p.adyenChunks.files} files)`
          : '',
      target: {},
    },
    {
      // The lever for the simulated LCP (perf Appendix F): what paints before the scripts arrive
      // keeps them out of Lantern's LCP.
      name: `real first paint, unthrottled, ms (median of ${options.firstPaintRuns})`,
      for: BROWSE,
      value: (p) => p.firstPaint?.medianMs,
      note: (p) => spread(p.firstPaint?.runsMs),
      ...HELLO,
      target: { all: floorPlus(50) },
    },
    {
      name: `Lighthouse score (${lighthouseRuns})`,
      for: BROWSE,
      value: (p) => lh(p)?.score,
      note: (p) => spread(lh(p)?.scores),
      ...HELLO,
      target: { all: floorMinus(2) },
    },
    {
      name: 'LCP, ms',
      for: BROWSE,
      value: (p) => lh(p)?.lcpMs,
      note: (p) => spread(lh(p)?.lcpRunsMs),
      ...HELLO,
      target: { all: floorPlus(300) },
    },
    {
      // Counted and shown, never removed: Lantern counts every script that finished before the
      // paint it observed, so a late real paint (headless Chromium sometimes holds the first frame
      // for about a second) puts all the JS into that run's simulated LCP.
      name: 'Lighthouse runs whose real first paint came after 1 s',
      for: BROWSE,
      value: (p) => lh(p)?.observedFcpRunsMs?.filter((ms) => ms > 1000).length,
      note: (p) =>
        lh(p)
          ? ` of ${lh(p).observedFcpRunsMs.length} (paints ${range(lh(p).observedFcpRunsMs)})`
          : '',
      ...HELLO,
      target: {},
    },
    {
      name: 'TBT, ms',
      for: BROWSE,
      value: (p) => lh(p)?.tbtMs,
      ...HELLO,
      target: { all: both(atMost(150), floorPlus(50)) },
    },
    {
      name: 'CLS',
      for: BROWSE,
      value: (p) => lh(p)?.cls,
      ...HELLO,
      target: { all: atMost(0.01) },
    },
    {
      name: `LCP, devtools throttling, ms (median of ${options.devtoolsRuns})`,
      for: options.devtoolsRuns > 0 ? BROWSE : [],
      value: (p) => lhDev(p)?.lcpMs,
      note: (p) =>
        lhDev(p) ? ` (score ${lhDev(p).score}; runs ${range(lhDev(p).lcpRunsMs)})` : '',
      ...HELLO,
      target: { all: floorPlus(300) },
    },
    {
      name: 'req/s at c=10',
      for: BROWSE,
      value: (p) => p.throughput?.requestsPerSecond,
      floorValue: (p) => p.floorThroughput?.requestsPerSecond,
      note: (p) => problems(p.throughput),
      ...SIZED,
      target: { all: timesReference(0.8) },
    },
    {
      name: 'p99 at c=10, ms',
      for: BROWSE,
      value: (p) => p.throughput?.p99Ms,
      floorValue: (p) => p.floorThroughput?.p99Ms,
      ...SIZED,
      target: {},
    },
    {
      name: 'server CPU per request, ms',
      for: BROWSE,
      value: (p) => p.throughput?.serverCpuMsPerRequest,
      floorValue: (p) => p.floorThroughput?.serverCpuMsPerRequest,
      ...SIZED,
      target: {},
    },
    {
      name: 'req/s at c=10',
      for: DYNAMIC,
      value: (p) => p.throughput?.requestsPerSecond,
      floorValue: (p) => p.staticThroughput?.requestsPerSecond,
      floorIs: STATIC_CATEGORY,
      note: (p) => problems(p.throughput) + latency(p.throughput),
      target: PER_REQUEST_TARGETS,
    },
    {
      name: 'p99 at c=10, ms',
      for: DYNAMIC,
      value: (p) => p.throughput?.p99Ms,
      target: { all: atMost(200) },
    },
    {
      // Where a request's time goes: this shop's server, or the backend it waits on.
      name: 'server CPU per request, ms',
      for: DYNAMIC,
      value: (p) => p.throughput?.serverCpuMsPerRequest,
      note: (p) =>
        p.throughput?.odooCpuMsPerRequest != null
          ? ` (mock-odoo ${p.throughput.odooCpuMsPerRequest})`
          : '',
      target: {},
    },
  ];
  if (delay > 0) {
    list.push(
      {
        name: `req/s at c=10, odoo +${delay} ms`,
        for: BROWSE,
        value: (p) => p.throughputDelayed?.requestsPerSecond,
        note: (p) => problems(p.throughputDelayed),
        // G12: a browse page does not depend on the backend; compared with itself at 0 ms.
        floorValue: (p) => p.throughput?.requestsPerSecond,
        floorIs: 'same page, 0 ms',
        target: { all: timesReference(0.95, '0 ms') },
      },
      {
        name: `req/s at c=10, odoo +${delay} ms`,
        for: DYNAMIC,
        value: (p) => p.throughputDelayed?.requestsPerSecond,
        floorValue: (p) => p.staticThroughputDelayed?.requestsPerSecond,
        floorIs: `${STATIC_CATEGORY}, +${delay} ms`,
        note: (p) => problems(p.throughputDelayed) + latency(p.throughputDelayed),
        target: PER_REQUEST_TARGETS,
      },
      {
        name: `p99 at c=10, odoo +${delay} ms`,
        for: DYNAMIC,
        value: (p) => p.throughputDelayed?.p99Ms,
        target: { all: atMost(200) },
      },
    );
  }
  return list;
}

const range = (runs) => (runs?.length ? `${Math.min(...runs)}–${Math.max(...runs)}` : '—');

// The median alone hides how far the runs scattered; a page on a knife edge shows here.
function spread(runs) {
  const finite = runs?.filter((v) => Number.isFinite(v));
  if (!finite || finite.length < 2) return '';
  return ` (runs ${range(finite)})`;
}

const latency = (result) => (result?.p50Ms != null ? ` (p50 ${result.p50Ms} ms)` : '');

// A throughput figure with failed or unfinished requests must not pass for a slow-but-fine one.
function problems(result) {
  if (!result) return '';
  const notes = [];
  if (result.completed === 0) notes.push('no response completed');
  for (const key of ['errors', 'timeouts', 'non2xx'])
    if (result[key]) notes.push(`${result[key]} ${key}`);
  return notes.length ? ` (${notes.join(', ')})` : '';
}

// Failed requests void a throughput figure, whatever its size.
const failed = (page) =>
  ['throughput', 'throughputDelayed'].some((k) =>
    ['errors', 'timeouts', 'non2xx'].some((f) => page[k]?.[f] > 0),
  );

const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const measurable = (target, value, floor) =>
  Boolean(target) &&
  value != null &&
  value !== '—' &&
  (!target.relative || (isNumber(value) && isNumber(floor)));
const round = (v) => (isNumber(v) ? +v.toFixed(Math.abs(v) < 1 ? 3 : 1) : v);

export function tableRows(pages, interactions, options) {
  const rows = [];
  for (const [key, label] of Object.entries(LABELS)) {
    const page = pages[key];
    const name = `${label} ${page.path}`;
    if (page.status !== 200) {
      rows.push({
        page: name,
        metric: 'missing page',
        shop: page.status ?? 'no link',
        target: '200',
        ok: false,
      });
      continue;
    }
    for (const metric of metrics(options)) {
      if (!metric.for.includes(key)) continue;
      const value = metric.value(page);
      const floor = metric.floorValue
        ? metric.floorValue(page)
        : metric.floor
          ? metric.value(metric.floor(pages, page) ?? {})
          : undefined;
      const target = metric.target[key] ?? metric.target.all;
      const numbers = isNumber(value) && isNumber(floor);
      const voided = /req\/s/.test(metric.name) && failed(page);
      rows.push({
        page: name,
        metric: metric.name,
        shop: value ?? '—',
        note: metric.note?.(page) || undefined,
        floor: metric.floor || metric.floorValue ? (floor ?? '—') : undefined,
        floorNote: metric.floorNote?.(page) || undefined,
        floorIs: metric.floorIs,
        delta: numbers ? round(value - floor) : undefined,
        ratio: numbers && floor !== 0 ? +(value / floor).toFixed(2) : undefined,
        target: target?.text ?? 'info',
        ok: measurable(target, value, floor) ? !voided && target.ok(value, floor) : null,
      });
    }
  }
  for (const [name, result] of Object.entries(interactions)) {
    rows.push({
      page: `interaction: ${name}`,
      metric: `lab INP, 4× CPU, ms (median of ${result.runsMs.length})`,
      shop: result.medianMs ?? '—',
      note:
        (result.runsMs.length > 1 ? ` (runs ${range(result.runsMs)})` : '') +
        (result.errors.length ? ` (${result.errors.length} failed)` : ''),
      target: '≤ 60',
      ok: isNumber(result.medianMs) ? result.medianMs <= 60 && result.errors.length === 0 : false,
    });
  }
  return rows;
}

export function printTable(rows, { load, pinNote }) {
  const head = ['metric', 'shop', 'floor', 'Δ', 'ratio', 'target', ''];
  const cells = rows.map((r) => [
    r.metric,
    String(r.shop) + (r.note ?? ''),
    r.floor === undefined ? '' : String(r.floor) + (r.floorNote ?? ''),
    r.delta === undefined ? '' : String(r.delta),
    r.ratio === undefined ? '' : String(r.ratio),
    r.target ?? '',
    r.ok === true ? 'PASS' : r.ok === false ? 'MISS' : r.target === 'info' ? '' : 'n/a',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c.map((v, i) => (i >= 1 && i <= 4 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log('\n' + line(head) + '\n' + widths.map((w) => '-'.repeat(w)).join('  '));
  let last;
  for (const [i, c] of cells.entries()) {
    // The page on a line of its own, once per block: long product paths stay out of the columns.
    if (rows[i].page !== last) console.log(`${rows[i].page}`);
    last = rows[i].page;
    console.log(line(c).trimEnd());
  }
  const verdicts = rows.filter((r) => r.ok !== null && r.ok !== undefined);
  const passed = verdicts.filter((r) => r.ok).length;
  console.log(`\n${passed} of ${verdicts.length} targets PASS.`);
  console.log('floor: bench/floor "/" (hello) for bytes, first paint and Lighthouse; for');
  console.log('throughput the floor listing of about the same raw HTML bytes; rows with');
  console.log('"odoo +N ms" compare browse pages with themselves at 0 ms.');
  console.log(
    `load average: ${Object.entries(load)
      .map(([when, value]) => `${when} ${value}`)
      .join(', ')}; ${pinNote}.\n`,
  );
}
