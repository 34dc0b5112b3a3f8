// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailField, NewPasswordFields } from '@/components/ui/credential-fields';

afterEach(cleanup);

const binding = (name: string) => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
});

describe('<EmailField>', () => {
  it('is a required, focused e-mail address the browser can fill in', () => {
    render(<EmailField label="E-mail" {...binding('email')} error="Required" />);
    const field = screen.getByLabelText('E-mail');
    expect(field.getAttribute('type')).toBe('email');
    expect(field.getAttribute('autocomplete')).toBe('email');
    expect(field.hasAttribute('required')).toBe(true);
    expect(field.hasAttribute('data-autofocus')).toBe(true);
    expect(field.getAttribute('name')).toBe('email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required').id).toBe(field.getAttribute('aria-describedby'));
  });
});

describe('<NewPasswordFields>', () => {
  it('asks for a new password twice, each with its own name and error', () => {
    render(
      <NewPasswordFields
        labels={{ password: 'New password', repeat: 'Repeat password' }}
        password={binding('newPassword')}
        repeat={{ ...binding('confirmPassword'), error: 'Passwords differ' }}
      />,
    );
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat password');
    for (const field of [password, repeat]) {
      expect(field.getAttribute('type')).toBe('password');
      expect(field.getAttribute('autocomplete')).toBe('new-password');
      expect(field.hasAttribute('required')).toBe(true);
    }
    expect(password.getAttribute('name')).toBe('newPassword');
    expect(password.hasAttribute('aria-invalid')).toBe(false);
    expect(repeat.getAttribute('name')).toBe('confirmPassword');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
  });
});
