import 'server-only';
import { readFile } from 'node:fs/promises';

// next/og's bundled font has no Cyrillic, and for missing glyphs it would fetch fonts from the
// internet, which a build machine may not reach. A local TrueType font with Latin and Cyrillic is
// used when the system has one (Debian: fonts-liberation / fonts-dejavu-core); otherwise the
// bundled font, which covers nl, en and de.
const CANDIDATES = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

export async function loadOgFont(): Promise<ArrayBuffer | null> {
  for (const path of CANDIDATES) {
    try {
      const data = await readFile(path);
      return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
    } catch {
      // Not installed here; try the next one.
    }
  }
  return null;
}
