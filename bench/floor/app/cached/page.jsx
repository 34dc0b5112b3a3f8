import { cacheLife } from 'next/cache';

// A 'use cache' listing of 24 items: the throughput floor for the shop's cached category page.
async function getItems() {
  'use cache';
  cacheLife('hours');
  return Array.from({ length: 24 }, (_, i) => ({
    id: i + 1,
    name: `Product ${i + 1}`,
    price: (19.95 + i * 7).toFixed(2),
  }));
}

export default async function Cached() {
  const items = await getItems();
  return (
    <main>
      <h1>Category</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/product/${item.id}`}>{item.name}</a> € {item.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
