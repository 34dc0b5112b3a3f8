'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorView } from '@/components/errors/error-view';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { useErrorStore } from '@/lib/errors/error-store.browser';
import { DEFAULT_LOCALE, isSupportedLocale, localizedPath } from '@/lib/i18n/locales';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const labels = useLabels('Errors');
  const { locale } = useParams<{ locale: string }>();

  useEffect(() => {
    useErrorStore.getState().recordError(error);
  }, [error]);

  return (
    <ErrorView
      title={labels.errorTitle}
      text={labels.errorText}
      homeHref={localizedPath(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE, '/')}
      homeLabel={labels.returnHome}
      backLabel={labels.back}
    />
  );
}
