'use client';

import { useEffect, useId, useRef, useState, type Ref } from 'react';
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
          <AddressAction label={labels.edit} address={address} busy={busy} onClick={onEdit} />
          {address.isDefault ? null : (
            <AddressAction
              label={labels.setDefault}
              address={address}
              busy={busy}
              onClick={onSetDefault}
            />
          )}
          <AddressAction
            ref={deleteButton}
            label={labels.delete}
            address={address}
            busy={busy}
            onClick={() => {
              asked.current = true;
              setConfirming(true);
            }}
          />
        </div>
      )}
    </article>
  );
}

/** One of the card's actions, named for its address among the look-alike buttons of the list. */
function AddressAction({
  ref,
  label,
  address,
  busy,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  address: AddressBookEntry;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="button"
      disabled={busy}
      onClick={onClick}
      // It starts with the visible text, so speech input finds the button by what it shows.
      aria-label={`${label}: ${address.name}`}
    >
      {label}
    </button>
  );
}
