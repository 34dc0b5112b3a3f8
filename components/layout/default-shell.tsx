import { cacheLife } from 'next/cache';
import { getMessages, getTranslations } from 'next-intl/server';
import { ViewTransition, type ReactNode } from 'react';
import { ShopEvents } from '@/components/cart/shop-events';
import { CompareListener } from '@/components/compare/compare-listener';
import { BottomNavigation } from '@/components/layout/bottom-navigation';
import { MobileMenuContent } from '@/components/layout/mobile-menu-content';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { NotificationsHost } from '@/components/layout/notifications-host';
import { Overlays } from '@/components/layout/overlays';
import { ShellEffects } from '@/components/layout/shell-effects';
import { ShellLabelsProvider } from '@/components/layout/shell-labels-provider';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TopBar } from '@/components/layout/top-bar';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { pickShellLabels } from '@/lib/i18n/shell-labels';
import { PersonalPrices } from '@/components/pricing/personal-prices';
import { PRICES_PENDING_SCRIPT } from '@/lib/pricing/prices-pending';
import { PunchoutBannerSlot } from '@/components/punchout/punchout-banner-slot';

/**
 * The `default` layout: top bar, header, footer, bottom navigation, overlays, notifications.
 * Cached per locale, the page passing through as `children`: a page rendered per request (search,
 * cart, account) renders only its own part. So everything in here takes the locale as an argument
 * and reads no request.
 */
export async function DefaultShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  'use cache';
  cacheLife('shell');
  const messages = (await getMessages({ locale })) as Messages;
  const t = await getTranslations({ locale, namespace: 'Header' });

  return (
    <ShellLabelsProvider locale={locale} labels={pickShellLabels(messages)}>
      {/* Before anything is painted: hides the prices this shopper must not see (globals.css). */}
      <script dangerouslySetInnerHTML={{ __html: PRICES_PENDING_SCRIPT }} />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <NavigationProgress label={messages.Navigation.loading} />
      <PunchoutBannerSlot locale={locale} labels={messages.PunchoutBanner} />
      <TopBar locale={locale} />
      <SiteHeader locale={locale} />
      <main id="main" className="site-main">
        {/* Named `page`: the old page fades out, then the new one fades in (globals.css). */}
        <ViewTransition name="page">
          <div className="page">{children}</div>
        </ViewTransition>
      </main>
      <SiteFooter locale={locale} />
      <BottomNavigation homeHref={localizedPath(locale, '/')} />
      <Overlays locale={locale} mobileMenu={<MobileMenuContent locale={locale} />} />
      <NotificationsHost />
      <ShellEffects />
      <ShopEvents />
      <CompareListener locale={locale} />
      <PersonalPrices locale={locale} />
    </ShellLabelsProvider>
  );
}
