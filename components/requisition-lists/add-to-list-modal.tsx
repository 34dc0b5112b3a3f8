'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import formStyles from '@/components/ui/form.module.css';
import { formErrorText } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useUiStore, type ListRequest } from '@/lib/browser/ui-store';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { addToListAction, requisitionListsAction } from '@/lib/requisition-lists/list-actions';
import { listNameSchema } from '@/lib/requisition-lists/list-schemas';
import type { RequisitionListSummary } from '@/lib/requisition-lists/types';
import styles from './lists.module.css';

const NEW_LIST = 'new';

type Lists =
  | { kind: 'loading' }
  | { kind: 'ready'; lists: RequisitionListSummary[] }
  | { kind: 'failed'; error: string };

type Answer = { ok: true; text: string; listId: number } | { ok: false; text: string } | null;

/**
 * "Add to list": the products the store's list request names go to one of the company's lists,
 * or to a new one named here. The lists are asked from Odoo at every opening (colleagues share
 * them); the answer stays in the dialog with a way to the list.
 */
export function AddToListModal(props: OverlayProps & { locale: Locale }) {
  const labels = useLabels('AddToList');
  const request = useUiStore((state) => state.listRequest);
  return (
    <Dialog {...props} title={labels.title} placement="center">
      {/* Each opening starts afresh: the lists are asked again, nothing of the last one stays. */}
      {props.open && request ? (
        <AddToListBody key={request.opening} request={request} locale={props.locale} />
      ) : null}
    </Dialog>
  );
}

function AddToListBody({ request, locale }: { request: ListRequest; locale: Locale }) {
  const labels = useLabels('AddToList');
  const formErrors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const [lists, setLists] = useState<Lists>({ kind: 'loading' });
  const [target, setTarget] = useState<string>(NEW_LIST);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const groupId = useId();

  useEffect(() => {
    let current = true;
    void callAction(() => requisitionListsAction({}), offline).then((result) => {
      if (!current) return;
      if (!result.ok) {
        setLists({ kind: 'failed', error: result.error });
        return;
      }
      setLists({ kind: 'ready', lists: result.data });
      // The list changed last is most likely the one to add to.
      setTarget(result.data[0] ? String(result.data[0].id) : NEW_LIST);
    });
    return () => {
      current = false;
    };
  }, [offline]);

  const submit = async () => {
    if (busy) return;
    let listTarget: { listId: number } | { newListName: string };
    if (target === NEW_LIST) {
      const parsed = listNameSchema.safeParse(name);
      if (!parsed.success) {
        setNameError(formErrorText(parsed.error.issues[0]?.message, formErrors));
        return;
      }
      listTarget = { newListName: parsed.data };
    } else {
      listTarget = { listId: Number(target) };
    }
    setNameError(undefined);
    setBusy(true);
    setAnswer(null);
    const result = await callAction(
      () => addToListAction({ target: listTarget, lines: request.lines }),
      offline,
    );
    setBusy(false);
    setAnswer(
      result.ok
        ? { ok: true, text: result.data.message, listId: result.data.listId }
        : { ok: false, text: result.error },
    );
    if (result.ok) setName('');
  };

  return (
    <>
      <p>{interpolate(labels.intro, { name: request.title })}</p>
      {lists.kind === 'loading' ? <p role="status">{labels.loading}</p> : null}
      {lists.kind === 'failed' ? <p role="alert">{lists.error}</p> : null}
      {lists.kind === 'ready' ? (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className={styles.choices} aria-describedby={groupId}>
            <legend>{labels.chooseList}</legend>
            {lists.lists.map((list) => (
              <label key={list.id}>
                <input
                  type="radio"
                  name="list"
                  value={list.id}
                  checked={target === String(list.id)}
                  onChange={() => setTarget(String(list.id))}
                />
                {list.name}
              </label>
            ))}
            <label>
              <input
                type="radio"
                name="list"
                value={NEW_LIST}
                checked={target === NEW_LIST}
                onChange={() => setTarget(NEW_LIST)}
              />
              {labels.newList}
            </label>
          </fieldset>
          <p id={groupId} className="sr-only">
            {labels.chooseHint}
          </p>
          {target === NEW_LIST ? (
            <TextField
              label={labels.newListName}
              autoComplete="off"
              required
              value={name}
              error={nameError}
              onChange={(event) => setName(event.target.value)}
            />
          ) : null}
          <div className={styles.dialogActions}>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? labels.adding : labels.submit}
            </button>
          </div>
        </form>
      ) : null}
      <div role="status" className={styles.answer} data-refused={answer?.ok === false || undefined}>
        {answer ? (
          <>
            {answer.text}{' '}
            {answer.ok ? (
              <Link href={localizedPath(locale, `/my/lists/${answer.listId}`)}>
                {labels.viewList}
              </Link>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
