import { getTranslations } from 'next-intl/server';
import { ReturnIcon, TruckIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/locales';

export async function TopBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TopBar' });
  return (
    <aside className="top-bar" aria-label={t('label')}>
      <ul className="top-bar__list">
        <li>
          <TruckIcon />
          {t('delivery')}
        </li>
        <li>
          <ReturnIcon />
          {t('returns')}
        </li>
      </ul>
    </aside>
  );
}
