import { ApprovalRuleForm } from '@/components/approvals/approval-rule-form';
import type { CompanyView } from '@/lib/company/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { CompanyFacts } from './company-facts';
import { CompanyPeople } from './company-people';
import { PoReferenceForm } from './po-reference-form';

/**
 * `/my/company` for this customer: a private account says so; a Buyer sees the company and who
 * manages it; an Admin also the people, the invitation form, the PO reference rule and (where Odoo
 * has approvals) the approval rule.
 */
export function CompanyOverview({
  view,
  labels,
  approvalLabels,
  locale,
}: {
  view: CompanyView;
  labels: Messages['Company'];
  approvalLabels: Messages['Approvals'];
  locale: Locale;
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
          {view.approval ? (
            <ApprovalRuleForm
              above={view.approval.above}
              // The amount as the shopper writes it: a decimal comma but in English.
              decimalComma={locale !== 'en'}
              labels={approvalLabels}
              companyLabels={labels}
            />
          ) : null}
        </>
      )}
    </>
  );
}
