import { NotFoundView } from '@/components/errors/not-found-view';
import { segmentLocale } from '@/lib/i18n/segment-locale.server';

// Shown when a page calls notFound() (an unknown product, say). Unknown routes are answered by
// app/global-not-found.tsx.
export default async function NotFound() {
  return <NotFoundView locale={await segmentLocale()} />;
}
