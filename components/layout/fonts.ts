import localFont from 'next/font/local';

// Inter from the npm package (no request leaves the machine). Two families with subset files: the
// browser takes Latin glyphs from the first and downloads the Cyrillic file only for Russian text.
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-latin',
  display: 'swap',
});

export const interCyrillic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-cyrillic',
  display: 'swap',
  preload: false,
});
