import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountLink } from '@/components/auth/account-link';
import { LocaleLinks } from '@/components/layout/locale-links';
import { NewsletterButton } from '@/components/layout/newsletter-button';
import { RegionSelector } from '@/components/layout/region-selector';
import { staticPagePath } from '@/lib/content/static-pages';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { offersCurrencyChoice } from '@/lib/shop/settings';

interface FooterLink {
  key: string;
  link: ReactNode;
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const page = (path: string, label: string): FooterLink => ({
    key: path,
    link: (
      <Link href={localizedPath(locale, path)} prefetch={false}>
        {label}
      </Link>
    ),
  });
  // Account pages need a signed-in shopper: guests get the login modal (AccountLink).
  const account = (path: string, label: string): FooterLink => ({
    key: path,
    link: (
      <AccountLink locale={locale} path={path}>
        {label}
      </AccountLink>
    ),
  });
  const columns: { heading: string; links: FooterLink[] }[] = [
    {
      heading: t('shopHeading'),
      links: [
        page('/categories', t('categories')),
        page('/search', t('search')),
        page('/compare', t('compare')),
      ],
    },
    {
      heading: t('serviceHeading'),
      links: [
        account('/my/home', t('myAccount')),
        account('/my/orders', t('orders')),
        page(staticPagePath('shipping'), t('shipping')),
      ],
    },
    {
      heading: t('aboutHeading'),
      links: [
        page(staticPagePath('about'), t('about')),
        page(staticPagePath('terms'), t('terms')),
        page(staticPagePath('privacy'), t('privacy')),
      ],
    },
  ];

  return (
    <footer className="site-footer">
      <section className="newsletter-entry" aria-labelledby="newsletter-entry-title">
        <h2 id="newsletter-entry-title">{t('newsletterTitle')}</h2>
        <p>{t('newsletterText')}</p>
        <NewsletterButton label={t('newsletterButton')} />
      </section>
      <div className="site-footer__columns">
        {columns.map((column) => (
          <section key={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((item) => (
                <li key={item.key}>{item.link}</li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2 className="site-footer__heading">{t('language')}</h2>
          <LocaleLinks locale={locale} label={t('language')} />
          {/* A Dutch-only shop is always EUR and NL: no choice, and no island to load. */}
          {offersCurrencyChoice() && (
            <RegionSelector
              label={t('region')}
              apply={t('regionApply')}
              regionNames={{ NL: t('regionNL'), US: t('regionUS') }}
            />
          )}
        </section>
      </div>
      <p className="site-footer__copyright">{t('copyright')}</p>
    </footer>
  );
}
