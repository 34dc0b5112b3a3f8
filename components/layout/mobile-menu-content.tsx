import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LocaleLinks } from '@/components/layout/locale-links';
import { ShopActions } from '@/components/layout/shop-actions';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export async function MobileMenuContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tMenu = await getTranslations({ locale, namespace: 'MobileMenu' });
  return (
    <div className="mobile-menu">
      <nav aria-label={t('mainNavigation')}>
        <ul className="menu-list">
          <li>
            <Link href={localizedPath(locale, '/categories')}>{t('allCategories')}</Link>
          </li>
        </ul>
      </nav>
      <ShopActions className="menu-list" />
      <h3 className="mobile-menu__heading">{tMenu('language')}</h3>
      <LocaleLinks locale={locale} label={tMenu('language')} />
    </div>
  );
}
