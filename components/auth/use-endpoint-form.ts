'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import '@/lib/validation/zod-config';
import type { z } from 'zod';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import { useZodForm } from '@/components/ui/use-zod-form';
import { callAuthEndpoint, type AuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';

/**
 * A form that sends its parsed values to one of the sign-in endpoints. A refusal is a danger
 * notification unless `onFailure` says otherwise; the form keeps what was typed.
 */
export function useEndpointForm<S extends z.ZodType<FieldValues, FieldValues>, T extends Messaged>(
  schema: S,
  defaultValues: z.input<S>,
  options: {
    locale: Locale;
    endpoint: AuthEndpoint;
    method: 'POST' | 'PUT';
    onSuccess: (data: T, input: z.output<S>) => void;
    onFailure?: (error: string) => void;
  },
) {
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const form = useZodForm(schema, defaultValues);
  const submit = form.handleSubmit(async (input) => {
    const { locale, endpoint, method } = options;
    const answer = await callAuthEndpoint<T>(endpoint, method, locale, input, offline);
    if (answer.ok) options.onSuccess(answer.data, input);
    else if (options.onFailure) options.onFailure(answer.error);
    else notify(answer.error, { kind: 'danger' });
  });
  /** The translated error of one field, if it has one. */
  const fieldError = (name: FieldPath<z.input<S>>) => {
    const error = form.getFieldState(name, form.formState).error;
    return formErrorText(error?.message, errors);
  };
  return { form, submit, fieldError, busy: form.formState.isSubmitting };
}
