'use client';

import { useState } from 'react';
import { get, type FieldPath, type FieldValues } from 'react-hook-form';
import '@/lib/validation/zod-config';
import type { z } from 'zod';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import type { ActionResult } from '@/lib/shopper/action-result';
import { callAction } from './call-action';

/**
 * An account form that sends its parsed values to one server action. A refusal stays on the form
 * as its failure (until the next try) and the form keeps what was typed; `onSaved` gets the
 * action's data.
 */
export function useAccountForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  defaultValues: z.input<S>,
  options: {
    action: (input: z.output<S>) => Promise<ActionResult<T>>;
    onSaved: (data: T) => void;
  },
) {
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(schema, defaultValues);
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    const answer = await callAction(() => options.action(input), offline);
    if (!answer.ok) {
      setFailure(answer.error);
      return;
    }
    options.onSaved(answer.data);
  });
  /**
   * The translated error of one field, if it has one. Read from formState.errors alone, so the
   * form re-renders for errors only (not for every dirty or touched field).
   */
  const fieldError = (name: FieldPath<z.input<S>>) => {
    const error: { message?: string } | undefined = get(form.formState.errors, name);
    return formErrorText(error?.message, errors);
  };
  return { form, submit, failure, fieldError, busy: form.formState.isSubmitting };
}
