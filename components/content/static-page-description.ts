import { plainTextOf } from '@/components/product/plain-text';
import { sanitizePageHtml } from '@/lib/html/sanitize-html.server';

const META_DESCRIPTION_LENGTH = 160;

/**
 * The meta description of a website page: the text of its first paragraph (the heading above it
 * repeats the title), or of the whole body when it has no paragraph.
 */
export function staticPageDescription(html: string): string {
  const safe = sanitizePageHtml(html);
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(safe)?.[1] ?? safe;
  return plainTextOf(firstParagraph, META_DESCRIPTION_LENGTH);
}
