'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { AddressBookEntry } from '@/lib/addresses/types';
import type { Messages } from '@/lib/i18n/messages';
import styles from './account-settings.module.css';

/**
 * One address as it goes on a parcel or an invoice, with edit, set-default and delete. Delete
 * asks first, in place: the question and its two buttons replace the actions, and focus goes to
 * "Cancel", so a second press of Enter deletes nothing.
 */
export function AddressCard({
  address,
  labels,
  busy,
  onEdit,
  onSetDefault,
  onDelete,
}: {
  address: AddressBookEntry;
  labels: Messages['AddressBook'];
  busy: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
  }, [confirming]);

  // Which address a button is for, in a list of look-alike buttons; it starts with the visible text.
  const named = (action: string) => `${action}: ${address.name}`;
  const region = [address.state?.name, address.country?.name].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h4 id={titleId} className={styles.cardTitle}>
          {address.name}
        </h4>
        {address.isDefault ? <span className={styles.defaultBadge}>{labels.default}</span> : null}
      </div>
      <address className={styles.postal}>
        <span>{address.street}</span>
        {address.street2 ? <span>{address.street2}</span> : null}
        <span>{[address.zip, address.city].filter(Boolean).join(' ')}</span>
        {region ? <span>{region}</span> : null}
        {address.phone ? <span>{address.phone}</span> : null}
        {address.email ? <span>{address.email}</span> : null}
      </address>
      {confirming ? (
        <div className={styles.cardActions} role="group" aria-labelledby={questionId}>
          <p id={questionId} className={styles.question}>
            {labels.confirmDelete}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            {labels.confirmDeleteYes}
          </button>
          <button
            ref={cancel}
            type="button"
            className="button"
            onClick={() => setConfirming(false)}
          >
            {labels.cancel}
          </button>
        </div>
      ) : (
        <div className={styles.cardActions}>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={onEdit}
            aria-label={named(labels.edit)}
          >
            {labels.edit}
          </button>
          {address.isDefault ? null : (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={onSetDefault}
              aria-label={named(labels.setDefault)}
            >
              {labels.setDefault}
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            className="button"
            disabled={busy}
            aria-label={named(labels.delete)}
            onClick={() => {
              asked.current = true;
              setConfirming(true);
            }}
          >
            {labels.delete}
          </button>
        </div>
      )}
    </article>
  );
}
