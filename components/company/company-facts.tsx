import type { Messages } from '@/lib/i18n/messages';
import { ROLE_LABELS } from '@/lib/company/company-schemas';
import type { BuyingCompany } from '@/lib/company/types';
import styles from './company.module.css';

/** The company's name and the customer's role in it. */
export function CompanyFacts({
  company,
  labels,
}: {
  company: BuyingCompany;
  labels: Messages['Company'];
}) {
  return (
    <dl className={styles.facts}>
      <dt>{labels.companyName}</dt>
      <dd>{company.name}</dd>
      <dt>{labels.yourRole}</dt>
      <dd>{roleName(company.role, labels)}</dd>
    </dl>
  );
}

export function roleName(role: BuyingCompany['role'], labels: Messages['Company']): string {
  return labels[ROLE_LABELS[role]];
}
