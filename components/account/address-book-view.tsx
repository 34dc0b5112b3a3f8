'use client';

import { useRef, useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import {
  deleteAddressAction,
  loadAddressBookAction,
  setDefaultAddressAction,
} from '@/lib/addresses/address-actions';
import type { AddressBook, AddressBookEntry, AddressRole, CountryRef } from '@/lib/addresses/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import type { ActionResult } from '@/lib/shopper/action-result';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { callAction } from './call-action';
import styles from './account-settings.module.css';

export interface AddressBookData {
  book: AddressBook;
  countries: CountryRef[];
}

/** Spec: the first message of a failed deletion is kept in local storage under these keys. */
const DELETE_ERROR_KEYS: Record<AddressRole, string> = {
  Billing: 'deleteBillingAddress',
  Shipping: 'deleteShippingAddress',
};

const ROLES: readonly AddressRole[] = ['Shipping', 'Billing'];

type Editing = { role: AddressRole; id: number | null } | null;
/** A failed load or a failed choice of default: its text and a way to try again. */
type Failure = { message: string; retry: () => void } | null;

/** The shopper's shipping and billing addresses: list, add, edit, delete, set default. */
export function AddressBookView({
  locale,
  initial,
  preferredCountryCode,
  labels,
}: {
  locale: Locale;
  initial: ActionResult<AddressBookData>;
  preferredCountryCode: string;
  labels: Messages['AddressBook'];
}) {
  const offline = useLabels('Notifications').actionFailed;
  const [data, setData] = useState<AddressBookData | null>(initial.ok ? initial.data : null);
  const [failure, setFailure] = useState<Failure>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [deleteErrors, setDeleteErrors] = useState<Record<AddressRole, string | null>>({
    Billing: null,
    Shipping: null,
  });
  const headings = useRef<Partial<Record<AddressRole, HTMLHeadingElement | null>>>({});

  const load = async () => {
    setBusy(true);
    const answer = await callAction(() => loadAddressBookAction({ locale }), offline);
    setBusy(false);
    if (answer.ok) {
      setData(answer.data);
      setFailure(null);
    } else {
      setFailure({ message: answer.error, retry: () => void load() });
    }
  };
  const shownFailure: Failure =
    failure ?? (!data && !initial.ok ? { message: initial.error, retry: () => void load() } : null);

  const showBook = (book: AddressBook) => setData((current) => current && { ...current, book });
  const focusSection = (role: AddressRole) => headings.current[role]?.focus();

  const setDefault = async (role: AddressRole, id: number) => {
    setBusy(true);
    const answer = await callAction(() => setDefaultAddressAction({ id, type: role }), offline);
    setBusy(false);
    if (!answer.ok) {
      setFailure({ message: answer.error, retry: () => void setDefault(role, id) });
      return;
    }
    setFailure(null);
    showBook(answer.data.book);
    notify(answer.data.message, { kind: 'success' });
  };

  const remove = async (role: AddressRole, id: number) => {
    setBusy(true);
    const answer = await callAction(() => deleteAddressAction({ id, type: role }), offline);
    setBusy(false);
    if (!answer.ok) {
      window.localStorage.setItem(DELETE_ERROR_KEYS[role], answer.error);
      setDeleteErrors((current) => ({ ...current, [role]: answer.error }));
      return;
    }
    window.localStorage.removeItem(DELETE_ERROR_KEYS[role]);
    setDeleteErrors((current) => ({ ...current, [role]: null }));
    showBook(answer.data.book);
    focusSection(role);
    notify(answer.data.message, { kind: 'success' });
  };

  const closeForm = (role: AddressRole) => {
    setEditing(null);
    focusSection(role);
  };

  const preferredCountryId = data?.countries.find(
    (country) => country.code === preferredCountryCode,
  )?.id;

  return (
    <section aria-labelledby="addresses-title" className={styles.section}>
      <h2 id="addresses-title">{labels.title}</h2>
      <p className={styles.intro}>{labels.intro}</p>
      {shownFailure ? (
        <div className={styles.failure}>
          <p role="alert">{shownFailure.message}</p>
          <button type="button" className="button" disabled={busy} onClick={shownFailure.retry}>
            {labels.retry}
          </button>
        </div>
      ) : null}
      {data
        ? ROLES.map((role) => {
            const addresses = role === 'Shipping' ? data.book.shipping : data.book.billing;
            const titleId = `addresses-${role.toLowerCase()}`;
            const deleteError = deleteErrors[role];
            /** The form for one of this role's addresses, or for a new one. */
            const addressForm = (address?: AddressBookEntry) => (
              <AddressForm
                locale={locale}
                role={role}
                address={address}
                countries={data.countries}
                preferredCountryId={preferredCountryId}
                labels={labels}
                onCancel={() => closeForm(role)}
                onSaved={(book, message) => {
                  showBook(book);
                  closeForm(role);
                  notify(message, { kind: 'success' });
                }}
              />
            );
            return (
              <section key={role} aria-labelledby={titleId} className={styles.roleSection}>
                <h3
                  id={titleId}
                  tabIndex={-1}
                  ref={(element) => {
                    headings.current[role] = element;
                  }}
                >
                  {role === 'Shipping' ? labels.shippingTitle : labels.billingTitle}
                </h3>
                {deleteError ? (
                  <p role="alert" className={styles.error}>
                    {deleteError}
                  </p>
                ) : null}
                {addresses.length === 0 ? (
                  <p>{role === 'Shipping' ? labels.emptyShipping : labels.emptyBilling}</p>
                ) : (
                  <ul className={styles.cards}>
                    {addresses.map((address) => (
                      <li key={address.id}>
                        {editing?.role === role && editing.id === address.id ? (
                          addressForm(address)
                        ) : (
                          <AddressCard
                            address={address}
                            labels={labels}
                            busy={busy}
                            onEdit={() => setEditing({ role, id: address.id })}
                            onSetDefault={() => void setDefault(role, address.id)}
                            onDelete={() => void remove(role, address.id)}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {editing?.role === role && editing.id === null ? (
                  addressForm()
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => setEditing({ role, id: null })}
                  >
                    {role === 'Shipping' ? labels.addShipping : labels.addBilling}
                  </button>
                )}
              </section>
            );
          })
        : null}
    </section>
  );
}
