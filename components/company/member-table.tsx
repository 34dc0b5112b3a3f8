import { DocumentTable } from '@/components/account/document-table';
import type { CompanyMember, MemberStatus } from '@/lib/company/types';
import type { Messages } from '@/lib/i18n/messages';
import { roleName } from './company-facts';
import styles from './company.module.css';

type Labels = Messages['Company'];

const STATUS_LABELS: Record<MemberStatus, keyof Labels> = {
  Invited: 'statusInvited',
  Active: 'statusActive',
  Revoked: 'statusRevoked',
};

/**
 * The company's people with their role and status, each with a switch of role and, for everyone
 * but the Admin themselves, revoking or restoring access. The access button stays the same
 * element when it turns from one into the other, so the focus stays on it.
 */
export function MemberTable({
  members,
  labels,
  onSwitchRole,
  onRevoke,
  onRestore,
}: {
  members: readonly CompanyMember[];
  labels: Labels;
  onSwitchRole: (member: CompanyMember) => void;
  onRevoke: (member: CompanyMember) => void;
  onRestore: (member: CompanyMember) => void;
}) {
  return (
    <div className={styles.members}>
      <DocumentTable
        testId="company-members"
        caption={labels.peopleTitle}
        columns={[
          { label: labels.name },
          { label: labels.email },
          { label: labels.role },
          { label: labels.status },
          { label: labels.actions },
        ]}
      >
        {members.map((member) => {
          const switchLabel = member.role === 'Admin' ? labels.makeBuyer : labels.makeAdmin;
          const revoked = member.status === 'Revoked';
          const accessLabel = revoked ? labels.restoreAccess : labels.revokeAccess;
          return (
            <tr key={member.id}>
              <th scope="row" data-label={labels.name}>
                {member.name} {member.isYou ? labels.you : null}
              </th>
              <td data-label={labels.email}>{member.email}</td>
              <td data-label={labels.role} className={styles.role}>
                {roleName(member.role, labels)}
              </td>
              <td data-label={labels.status}>
                <span className={styles.memberStatus} data-status={member.status}>
                  {labels[STATUS_LABELS[member.status]]}
                </span>
              </td>
              <td data-label={labels.actions}>
                <div className={styles.memberActions}>
                  <button
                    type="button"
                    className="button"
                    // Starts with the visible text, so speech input finds it by what it shows.
                    aria-label={`${switchLabel}: ${member.name}`}
                    onClick={() => onSwitchRole(member)}
                  >
                    {switchLabel}
                  </button>
                  {member.isYou ? null : (
                    <button
                      type="button"
                      className="button"
                      aria-label={`${accessLabel}: ${member.name}`}
                      aria-haspopup={revoked ? undefined : 'dialog'}
                      onClick={() => (revoked ? onRestore(member) : onRevoke(member))}
                    >
                      {accessLabel}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </DocumentTable>
    </div>
  );
}
