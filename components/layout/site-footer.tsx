import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LocaleLinks } from '@/components/layout/locale-links';
import { NewsletterButton } from '@/components/layout/newsletter-button';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('Footer');
  const href = (path: string) => localizedPath(locale, path);
  const columns = [
    {
      heading: t('shopHeading'),
      links: [
        { href: href('/categories'), label: t('categories') },
        { href: href('/search'), label: t('search') },
        { href: href('/compare'), label: t('compare') },
      ],
    },
    {
      heading: t('serviceHeading'),
      links: [
        { href: href('/my/home'), label: t('myAccount') },
        { href: href('/my/orders'), label: t('orders') },
        { href: href('/page/shipping'), label: t('shipping') },
      ],
    },
    {
      heading: t('aboutHeading'),
      links: [
        { href: href('/page/about'), label: t('about') },
        { href: href('/page/terms'), label: t('terms') },
        { href: href('/page/privacy'), label: t('privacy') },
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
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2 className="site-footer__heading">{t('language')}</h2>
          <LocaleLinks locale={locale} label={t('language')} />
        </section>
      </div>
      <p className="site-footer__copyright">{t('copyright')}</p>
    </footer>
  );
}
