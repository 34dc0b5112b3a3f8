import localFont from 'next/font/local';

// Inter from the npm package (no request leaves the machine). Two families with subset files: the
// browser takes Latin glyphs from the first and downloads the Cyrillic file only for Russian text.
// 'optional': the preloaded font is used when it arrives within the first ~100 ms, otherwise that
// page view keeps the (metric-adjusted) fallback. No late swap means no re-layout of the hero text
// and no Largest Contentful Paint pushed back to whenever the font file finished on a slow line.
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-latin',
  display: 'optional',
});

export const interCyrillic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-cyrillic',
  display: 'optional',
  preload: false,
});
