// Hello world: the first-load JS, HTML and Lighthouse floor of Next + React themselves.
export default function Home() {
  return (
    <main>
      <h1>Hello, floor</h1>
      <p>The smallest App Router page, measured beside the shop in the same run.</p>
    </main>
  );
}
