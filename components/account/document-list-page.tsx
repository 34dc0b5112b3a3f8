import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { UserCookie } from '@/lib/shopper/user-cookie';
import { DocumentSection } from './document-section';
import { ShopperDocuments } from './shopper-documents';

/**
 * The frame of an account list page (orders, quotes, invoices): its heading at once, the list
 * only for the signed-in shopper, with a loading line while the guard and Odoo answer.
 */
export function DocumentListPage({
  titleId,
  title,
  locale,
  children,
}: {
  titleId: string;
  title: string;
  locale: Locale;
  children: (shopper: UserCookie) => Promise<ReactNode>;
}) {
  return (
    <DocumentSection titleId={titleId} title={title}>
      <ShopperDocuments locale={locale}>{children}</ShopperDocuments>
    </DocumentSection>
  );
}
