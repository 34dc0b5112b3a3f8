import type { Messages } from '@/lib/i18n/messages';

export type FormErrorLabels = Messages['FormErrors'];

/**
 * The schemas' message keys ('required', 'min:8', …; lib/user/user-schemas.ts) as text in the
 * page's language.
 */
export function formErrorText(
  key: string | undefined,
  labels: FormErrorLabels,
): string | undefined {
  if (!key) return undefined;
  const [name = '', bound = ''] = key.split(':');
  switch (name) {
    case 'required':
    case 'email':
    case 'passwordMatch':
    case 'mustAccept':
      return labels[name];
    case 'min':
      return labels.min.replace('{min}', bound);
    case 'passwordTooShort':
      return labels.passwordTooShort.replace('{min}', bound);
    case 'max':
      return labels.max.replace('{max}', bound);
    case 'digits':
      return labels.digits.replace('{digits}', bound);
    case 'amount':
      return labels.amount.replace('{max}', bound);
    default:
      return labels.invalid;
  }
}
