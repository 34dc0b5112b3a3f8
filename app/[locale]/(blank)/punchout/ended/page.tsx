import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { localizedPath } from '@/lib/i18n/locales';
import { isPunchoutEndReason } from '@/lib/punchout/punchout-paths';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Punchout');
  return { title: t('endedTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a punch-out that cannot go on lands (a used or expired start link, a refused OCI login, a
 * session already transferred): what happened and what to do, in the buyer's language. Nothing
 * here signs anybody in.
 */
export default async function PunchoutEndedPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Punchout');
  return (
    <section aria-labelledby="punchout-ended-title">
      <h1 id="punchout-ended-title">{t('endedTitle')}</h1>
      <Suspense>
        <EndReason query={searchParams} />
      </Suspense>
      <p>
        <Link href={localizedPath(locale, '/')}>{t('toShop')}</Link>
      </p>
    </section>
  );
}

async function EndReason({
  query,
}: {
  query: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('Punchout');
  const reason = (await query).reason;
  return <p role="alert">{t(`ended.${isPunchoutEndReason(reason) ? reason : 'ended'}`)}</p>;
}
