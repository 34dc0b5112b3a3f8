import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/errors/error-view';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations('Errors');
  return (
    <ErrorView
      title={t('notFoundTitle')}
      status={t('status404')}
      text={t('notFoundText')}
      homeHref={localizedPath(locale, '/')}
      homeLabel={t('returnHome')}
      backLabel={t('back')}
    />
  );
}
