import { getTranslations } from 'next-intl/server';
import { DOCUMENT_SCOPES, type DocumentScope } from '@/lib/account/document-list-query';
import { DocumentStatusTabs } from './document-status-tabs';

/**
 * A company Admin's choice between the company's documents and their own (vsf_b2b_company); the
 * caller builds each link so the list's other filters stay.
 */
export async function DocumentScopeTabs({
  current,
  href,
}: {
  current: DocumentScope;
  href: (scope: DocumentScope) => string;
}) {
  const t = await getTranslations('AccountDocuments');
  return (
    <DocumentStatusTabs
      label={t('scopeLabel')}
      tabs={DOCUMENT_SCOPES.map((scope) => ({
        key: scope,
        label: scope === 'mine' ? t('scopeMine') : t('scopeCompany'),
        href: href(scope),
        current: scope === current,
      }))}
    />
  );
}
