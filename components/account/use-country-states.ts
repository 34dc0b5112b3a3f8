'use client';

import { useEffect, useState } from 'react';
import { countryStatesAction } from '@/lib/addresses/address-actions';
import type { StateRef } from '@/lib/addresses/types';
import type { Locale } from '@/lib/i18n/locales';
import { callAction } from './call-action';

export type CountryStates =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; states: StateRef[] }
  | { status: 'failed'; error: string; retry: () => void };

/** States per locale and country, kept for the page's life: they do not change while it is open. */
const loaded = new Map<string, StateRef[]>();

/** The states of the chosen country, loaded again whenever the country changes. */
export function useCountryStates(
  locale: Locale,
  countryId: number | undefined,
  offlineMessage: string,
): CountryStates {
  const key = countryId ? `${locale}:${countryId}` : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    key: string;
    attempt: number;
    result: CountryStates;
  } | null>(null);

  useEffect(() => {
    if (!key || !countryId || loaded.has(key)) return;
    let current = true;
    void callAction(() => countryStatesAction({ countryId, locale }), offlineMessage).then(
      (result) => {
        if (!current) return;
        if (result.ok) {
          loaded.set(key, result.data);
          setAnswer({ key, attempt, result: { status: 'ready', states: result.data } });
        } else {
          const retry = () => setAttempt((count) => count + 1);
          setAnswer({ key, attempt, result: { status: 'failed', error: result.error, retry } });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, countryId, locale, offlineMessage, attempt]);

  if (!key) return { status: 'idle' };
  const known = loaded.get(key);
  if (known) return { status: 'ready', states: known };
  // A retry shows "loading" again until its own answer arrives.
  if (answer?.key === key && answer.attempt === attempt) return answer.result;
  return { status: 'loading' };
}
