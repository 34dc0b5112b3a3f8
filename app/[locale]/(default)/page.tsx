import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations('Home');
  return (
    <section className="hero">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href={localizedPath(locale, '/categories')} className="button button--primary">
        {t('cta')}
      </Link>
    </section>
  );
}
