'use client';

import { Suspense, useEffect, useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog } from '@/components/ui/dialog';
import { reorderIntoCart } from '@/lib/cart/cart-commands.browser';
import {
  punchoutListsAction,
  punchoutListToCartAction,
} from '@/lib/requisition-lists/punchout-list-actions';
import styles from './punchout-banner.module.css';

type ListChoice = { id: number; name: string; lineCount: number };
type Answer = { summary: string; outcomes: { productId: number; added: boolean; text: string }[] };

type State =
  | { kind: 'loading' }
  | { kind: 'choosing'; lists: ListChoice[] }
  | { kind: 'failed'; error: string };

/**
 * The punch-out banner's "Load a list": the company's lists, one of them into the punch-out cart
 * with an answer per product. Its labels come with the overlays' (fetched on the first press), so
 * pages carry nothing more for it.
 */
export function LoadList() {
  const [open, setOpen] = useState(false);
  return (
    <Suspense fallback={null}>
      <LoadListButton open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

function LoadListButton({
  open,
  onOpen,
  onClose,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const labels = useLabels('PunchoutLists');
  const close = useLabels('Dialog').close;
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={onOpen}>
        {labels.open}
      </button>
      <Dialog
        open={open}
        onClose={onClose}
        title={labels.title}
        closeLabel={close}
        placement="center"
      >
        {open ? <ListChooser /> : null}
      </Dialog>
    </>
  );
}

function ListChooser() {
  const labels = useLabels('PunchoutLists');
  const offline = useLabels('Notifications').actionFailed;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The lists as Odoo has them now, each time the dialog opens.
  useEffect(() => {
    let current = true;
    void callAction(() => punchoutListsAction(), offline).then((result) => {
      if (!current) return;
      if (!result.ok) return setState({ kind: 'failed', error: result.error });
      setState({ kind: 'choosing', lists: result.data });
      setChosen(result.data[0]?.id ?? null);
    });
    return () => {
      current = false;
    };
  }, [offline]);

  const load = async () => {
    if (busy || chosen === null) return;
    setBusy(true);
    setError(null);
    setAnswer(null);
    const result = await reorderIntoCart(() => punchoutListToCartAction({ listId: chosen }));
    setBusy(false);
    if (result.ok) setAnswer({ summary: result.data.summary, outcomes: result.data.outcomes });
    else setError(result.error);
  };

  if (state.kind === 'loading') return <p role="status">{labels.loading}</p>;
  if (state.kind === 'failed') return <p role="alert">{state.error}</p>;
  if (state.lists.length === 0) return <p>{labels.none}</p>;
  return (
    <div className={styles.loader}>
      <p>{labels.intro}</p>
      <fieldset className={styles.lists}>
        <legend>{labels.choose}</legend>
        {state.lists.map((list) => (
          <label key={list.id}>
            <input
              type="radio"
              name="punchout-list"
              value={list.id}
              checked={chosen === list.id}
              onChange={() => setChosen(list.id)}
            />
            <span>
              {list.name}{' '}
              <span className={styles.count}>
                {labels.lineCount.replace('{count}', String(list.lineCount))}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy || undefined}
        onClick={() => void load()}
      >
        {busy ? labels.adding : labels.submit}
      </button>
      <p role="alert">{error}</p>
      <div role="status" data-testid="punchout-list-answer">
        {answer ? (
          <>
            <p>{answer.summary}</p>
            <ul className={styles.outcomes}>
              {answer.outcomes.map((outcome) => (
                <li key={outcome.productId} data-added={outcome.added}>
                  {outcome.text}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
