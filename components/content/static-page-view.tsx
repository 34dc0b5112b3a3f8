import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import type { StaticContent } from '@/lib/content/types';
import { sanitizePageHtml } from '@/lib/html/sanitize-html.server';
import type { Locale } from '@/lib/i18n/locales';
import { withoutRepeatedTitle } from './static-page-body';
import styles from './static-page.module.css';

export interface StaticPageLabels {
  breadcrumb: string;
  home: string;
}

/**
 * An Odoo website page: breadcrumbs, the title and the page's HTML. The body is sanitised here,
 * at the only place it becomes markup, so no caller can forget it.
 */
export function StaticPageView({
  title,
  page,
  locale,
  labels,
}: {
  title: string;
  page: Pick<StaticContent, 'html'>;
  locale: Locale;
  labels: StaticPageLabels;
}) {
  return (
    <article className={styles.page}>
      <Breadcrumbs
        locale={locale}
        labels={{ trail: labels.breadcrumb, home: labels.home }}
        crumbs={[{ name: title }]}
      />
      <h1 className={styles.title}>{title}</h1>
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{
          __html: sanitizePageHtml(withoutRepeatedTitle(page.html, title)),
        }}
      />
    </article>
  );
}
