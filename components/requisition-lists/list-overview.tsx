import Link from 'next/link';
import { DocumentDate } from '@/components/account/document-date';
import { DocumentTable } from '@/components/account/document-table';
import tableStyles from '@/components/account/documents.module.css';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { RequisitionListSummary } from '@/lib/requisition-lists/types';
import { CreateListForm } from './create-list-form';
import styles from './lists.module.css';

/** The company's lists, last changed first, and a form for a new one. */
export function ListOverview({
  lists,
  labels,
  locale,
}: {
  lists: RequisitionListSummary[];
  labels: Messages['RequisitionLists'];
  locale: Locale;
}) {
  return (
    <>
      <p className={styles.intro}>{labels.intro}</p>
      <CreateListForm labels={labels} locale={locale} />
      <section className={styles.section} aria-labelledby="lists-title">
        <h2 id="lists-title">{labels.listsTitle}</h2>
        {lists.length === 0 ? (
          <p className={tableStyles.message} data-testid="lists-empty">
            {labels.empty}
          </p>
        ) : (
          <DocumentTable
            testId="requisition-lists"
            caption={labels.listsTitle}
            columns={[
              { label: labels.name },
              { label: labels.madeBy },
              { label: labels.products, amount: true },
              { label: labels.changed },
            ]}
          >
            {lists.map((list) => (
              <tr key={list.id} data-list-id={list.id}>
                <th scope="row">
                  <Link href={localizedPath(locale, `/my/lists/${list.id}`)}>{list.name}</Link>
                </th>
                <td data-label={labels.madeBy} className={styles.owner}>
                  {list.isMine ? labels.you : (list.ownerName ?? labels.unknownOwner)}
                </td>
                <td data-label={labels.products} className={tableStyles.amount}>
                  {list.lineCount.toLocaleString(locale)}
                </td>
                <td data-label={labels.changed}>
                  <DocumentDate value={list.updatedAt} locale={locale} />
                </td>
              </tr>
            ))}
          </DocumentTable>
        )}
      </section>
    </>
  );
}
