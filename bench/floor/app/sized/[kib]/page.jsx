// Prerendered listings of growing size: the throughput floor for a shop page of the same raw HTML
// bytes (perf G10). gzip and ETag hashing scale with the bytes served, so a 10 kB floor against a
// 100 kB page would measure the page's size, not the shop's overhead. The harness fetches every
// size and compares each shop page with the one nearest its own raw bytes.
const SIZES = Array.from({ length: 48 }, (_, i) => 8 * (i + 1)); // 8 … 384 KiB

export function generateStaticParams() {
  return SIZES.map((kib) => ({ kib: String(kib) }));
}

// Product-card-like markup with names, SKUs and short descriptions drawn from a small vocabulary
// by a fixed pseudo-random sequence, so the page compresses about as well as the shop's listings
// (gzip about 1:7); a page of one repeated string would gzip to almost nothing.
const WORDS = (
  'Nordbyte Arbor Lumen Kestrel Basalt Orca Fjord Tundra laptop monitor light bar travel desktop ' +
  'creator wireless keyboard mouse dock ergonomic stand cable charger headset webcam speaker ' +
  'tablet router printer scanner drive memory silver black grey red blue green compact pro max ' +
  'ultra slim quiet fast bright matte glossy aluminium steel oak walnut cotton wool leather'
).split(' ');
function* random(seed) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}
const pick = (rng, n) => Array.from({ length: n }, () => WORDS[rng.next().value % WORDS.length]);
// A card comes to about 1.2–1.4 KB: its HTML plus its copy in the inline RSC payload.
const CARD_BYTES = 1200;

function cards(count) {
  const rng = random(42);
  return Array.from({ length: count }, (_, n) => {
    const name = pick(rng, 4).join(' ');
    return {
      n,
      name,
      slug: `${name.toLowerCase().replace(/ /g, '-')}-${n}`,
      sku: `SKU-${(rng.next().value % 99999).toString().padStart(5, '0')}-${pick(rng, 1)[0].toUpperCase()}`,
      text: pick(rng, 10).join(' '),
      price: ((rng.next().value % 150000) / 100 + 9.95).toFixed(2),
      stock: rng.next().value % 250,
    };
  });
}

export default async function Sized({ params }) {
  const kib = Number((await params).kib) || 8;
  const count = Math.max(1, Math.round((kib * 1024) / CARD_BYTES));
  return (
    <main>
      <h1>Category of {count} products</h1>
      <ul className="grid">
        {cards(count).map(({ n, name, slug, sku, text, price, stock }) => (
          <li key={n} className="card">
            <a className="card__link" href={`/product/${slug}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- plain markup on purpose: the floor measures bytes served, not next/image */}
              <img
                className="card__image"
                src={`/web/image/product.product/${n}/image_256/256x256`}
                alt={name}
                width={256}
                height={256}
                loading="lazy"
              />
              <h2 className="card__name">{name}</h2>
            </a>
            <p className="card__sku">{sku}</p>
            <p className="card__text">{text}</p>
            <p className="card__price">€ {price}</p>
            <p className="card__stock">In stock: {stock}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
