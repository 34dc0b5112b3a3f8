import { useState } from 'react';
import { DocumentTable } from '@/components/account/document-table';
import { COMPANY_ROLES } from '@/lib/company/company-schemas';
import type { CompanyMember, MemberStatus } from '@/lib/company/types';
import type { Messages } from '@/lib/i18n/messages';
import type { CompanyRole } from '@/lib/shopper/user-cookie';
import { roleName } from './company-facts';
import styles from './company.module.css';

type Labels = Messages['Company'];

const STATUS_LABELS: Record<MemberStatus, keyof Labels> = {
  Invited: 'statusInvited',
  Active: 'statusActive',
  Revoked: 'statusRevoked',
};

/**
 * The company's people with their role and status, each with a choice of role and, for everyone
 * but the Admin themselves, revoking or restoring access. The access button stays the same
 * element when it turns from one into the other, so the focus stays on it.
 */
export function MemberTable({
  members,
  labels,
  onChangeRole,
  onRevoke,
  onRestore,
}: {
  members: readonly CompanyMember[];
  labels: Labels;
  onChangeRole: (member: CompanyMember, role: CompanyRole) => void;
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
                  <RoleChoice member={member} labels={labels} onChange={onChangeRole} />
                  {member.isYou ? null : (
                    <button
                      type="button"
                      className="button"
                      // Starts with the visible text, so speech input finds it by what it shows.
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

/**
 * A role to choose and a button that applies it: choosing alone changes nothing, so arrowing
 * through the options with the keyboard does not change anyone's role on the way.
 */
function RoleChoice({
  member,
  labels,
  onChange,
}: {
  member: CompanyMember;
  labels: Labels;
  onChange: (member: CompanyMember, role: CompanyRole) => void;
}) {
  const [role, setRole] = useState<CompanyRole>(member.role);
  return (
    <span className={styles.roleChoice}>
      <select
        aria-label={`${labels.role}: ${member.name}`}
        value={role}
        onChange={(event) => setRole(event.target.value as CompanyRole)}
      >
        {COMPANY_ROLES.map((option) => (
          <option key={option} value={option}>
            {roleName(option, labels)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        aria-label={`${labels.changeRole}: ${member.name}`}
        onClick={() => onChange(member, role)}
      >
        {labels.changeRole}
      </button>
    </span>
  );
}
