import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { HideOnScrollHeader } from '@/components/layout/hide-on-scroll-header';
import { MenuButton } from '@/components/layout/menu-button';
import { ShopActions } from '@/components/layout/shop-actions';
import { QuickSearch } from '@/components/search/quick-search';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <HideOnScrollHeader>
      <div className="site-header__inner">
        <MenuButton className="site-header__menu" />
        <Link href={localizedPath(locale, '/')} className="logo" aria-label={t('home')}>
          {t('logo')}
        </Link>
        <nav className="main-nav" aria-label={t('mainNavigation')}>
          <ul>
            <li>
              <Link href={localizedPath(locale, '/categories')}>{t('allCategories')}</Link>
            </li>
          </ul>
        </nav>
        <QuickSearch locale={locale} />
        <ShopActions />
      </div>
    </HideOnScrollHeader>
  );
}
