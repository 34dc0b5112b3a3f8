'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import {
  changeMemberRoleAction,
  restoreMemberAccessAction,
  revokeMemberAccessAction,
} from '@/lib/company/company-actions';
import type { BuyingCompany, CompanyMember } from '@/lib/company/types';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import type { ActionResult } from '@/lib/shopper/action-result';
import { ActionStatus, type ActionOutcome } from './action-status';
import styles from './company.module.css';
import { InviteForm } from './invite-form';
import { MemberTable } from './member-table';
import { RevokeDialog } from './revoke-dialog';

type MemberChange = ActionResult<{ member: CompanyMember; message: string }>;

/**
 * An Admin's view of the company's people: the table with each change's answer above it, the
 * question before revoking, and the invitation form, whose new colleague joins the table.
 */
export function CompanyPeople({
  company,
  initial,
  labels,
}: {
  company: BuyingCompany;
  initial: CompanyMember[];
  labels: Messages['Company'];
}) {
  const offline = useLabels('Notifications').actionFailed;
  const router = useRouter();
  const [members, setMembers] = useState(initial);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [revoking, setRevoking] = useState<CompanyMember | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (send: () => Promise<MemberChange>) => {
    // One change at a time; the buttons stay enabled, so the focus stays where it was.
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const answer = await callAction(send, offline);
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, text: answer.error });
      return;
    }
    const { member, message } = answer.data;
    setMembers((current) => current.map((known) => (known.id === member.id ? member : known)));
    setOutcome({ ok: true, text: message });
    if (member.isYou && member.role !== 'Admin') {
      // Stepped down (another Admin remains): the page becomes a Buyer's.
      notify(message, { kind: 'success' });
      router.refresh();
    }
  };

  const revoke = async (member: CompanyMember) => {
    await change(() => revokeMemberAccessAction({ memberId: member.id }));
    setRevoking(null);
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="people-title">
        <h2 id="people-title">{labels.peopleTitle}</h2>
        <p className={styles.intro}>{interpolate(labels.peopleIntro, { company: company.name })}</p>
        <ActionStatus outcome={outcome} />
        <MemberTable
          members={members}
          labels={labels}
          onChangeRole={(member, role) =>
            void change(() => changeMemberRoleAction({ memberId: member.id, role }))
          }
          onRevoke={setRevoking}
          onRestore={(member) =>
            void change(() => restoreMemberAccessAction({ memberId: member.id }))
          }
        />
        <RevokeDialog
          member={revoking}
          company={company.name}
          busy={busy}
          labels={labels}
          onConfirm={(member) => void revoke(member)}
          onClose={() => setRevoking(null)}
        />
      </section>
      <InviteForm
        labels={labels}
        onInvited={(member) => setMembers((current) => [...current, member])}
      />
    </>
  );
}
