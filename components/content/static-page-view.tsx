import { Breadcrumbs } from '@/components/brand/breadcrumbs';
import type { StaticContent } from '@/lib/content/types';
import { sanitizePageHtml } from '@/lib/html/sanitize-html';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import styles from './static-page.module.css';

export interface StaticPageLabels {
  breadcrumb: string;
  home: string;
}

/**
 * An Odoo website page: breadcrumbs, Odoo's page name as the title and the page's HTML. The body
 * is sanitised here, at the only place it becomes markup, so no caller can forget it.
 */
export function StaticPageView({
  page,
  locale,
  labels,
}: {
  page: Pick<StaticContent, 'name' | 'html'>;
  locale: Locale;
  labels: StaticPageLabels;
}) {
  return (
    <article className={styles.page}>
      <Breadcrumbs
        label={labels.breadcrumb}
        crumbs={[{ label: labels.home, href: localizedPath(locale, '/') }, { label: page.name }]}
      />
      <h1 className={styles.title}>{page.name}</h1>
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{ __html: sanitizePageHtml(page.html) }}
      />
    </article>
  );
}
