export const metadata = { title: 'Floor', description: 'Benchmark floor app' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
