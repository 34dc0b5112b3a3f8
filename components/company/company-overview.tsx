import type { CompanyView } from '@/lib/company/types';
import type { Messages } from '@/lib/i18n/messages';
import { CompanyFacts } from './company-facts';
import { CompanyPeople } from './company-people';
import { PoReferenceForm } from './po-reference-form';

/**
 * `/my/company` for this customer: a private account says so; a Buyer sees the company and who
 * manages it; an Admin also the people, the invitation form and the PO reference rule.
 */
export function CompanyOverview({
  view,
  labels,
}: {
  view: CompanyView;
  labels: Messages['Company'];
}) {
  if (view.kind === 'private') return <p>{labels.privateAccount}</p>;
  return (
    <>
      <CompanyFacts company={view.company} labels={labels} />
      {view.kind === 'buyer' ? (
        <p>{labels.managedByAdmin}</p>
      ) : (
        <>
          <CompanyPeople company={view.company} initial={view.members} labels={labels} />
          <PoReferenceForm poReferenceRequired={view.company.poReferenceRequired} labels={labels} />
        </>
      )}
    </>
  );
}
