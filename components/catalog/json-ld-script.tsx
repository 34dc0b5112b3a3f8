import { jsonLdScript } from '@/lib/seo/json-ld';

/** schema.org data in a script element, escaped so backend text cannot close it. */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  );
}
