import { getTranslations } from 'next-intl/server';
import { ReturnIcon, TruckIcon } from '@/components/ui/icons';

export async function TopBar() {
  const t = await getTranslations('TopBar');
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
