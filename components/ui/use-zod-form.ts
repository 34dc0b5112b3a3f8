'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import '@/lib/validation/zod-config';
import type { z } from 'zod';

/**
 * react-hook-form with the same zod schema the server parses with. Errors show after the first
 * submit and then follow every change, so a fixed field stops complaining at once.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
