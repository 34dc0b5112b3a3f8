import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/tests/support/schema-errors';
import {
  loginSchema,
  newPasswordSchema,
  newsletterSchema,
  passwordChangeSchema,
  profileSchema,
  registrationSchema,
  resetRequestSchema,
} from '@/lib/user/user-schemas';

const errors = schemaErrors;

const registration = {
  email: 'Inkoop@Example.COM ',
  companyName: 'Bakker Techniek B.V.',
  password: 'secret-123',
  confirmPassword: 'secret-123',
  name: 'Jan Bakker',
  vat: 'NL123456789B01',
  chamberOfCommerce: '12345678',
  agree: true,
};

describe('login form', () => {
  it('needs a valid email and a password', () => {
    expect(errors(loginSchema, { email: '', password: '', remember: false })).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(errors(loginSchema, { email: 'jan@', password: 'x', remember: false })).toEqual({
      email: 'email',
    });
  });

  it('takes old short passwords and lowercases the email', () => {
    expect(
      loginSchema.parse({ email: ' Jan@Example.com', password: 'oci123', remember: true }),
    ).toEqual({ email: 'jan@example.com', password: 'oci123', remember: true });
  });

  it('bounds what it sends on', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(errors(loginSchema, { email: long, password: 'x', remember: false })).toEqual({
      email: 'max:254',
    });
    expect(
      errors(loginSchema, { email: 'a@b.nl', password: 'x'.repeat(129), remember: false }),
    ).toEqual({ password: 'max:128' });
  });
});

describe('registration form', () => {
  it('accepts a complete business registration, email lowercased', () => {
    const parsed = registrationSchema.parse(registration);
    expect(parsed.email).toBe('inkoop@example.com');
    expect(parsed.chamberOfCommerce).toBe('12345678');
  });

  it('names every missing field once', () => {
    expect(errors(registrationSchema, {})).toEqual({
      email: 'required',
      companyName: 'required',
      password: 'required',
      confirmPassword: 'required',
      name: 'required',
      vat: 'required',
      chamberOfCommerce: 'required',
      agree: 'mustAccept',
    });
  });

  it('says when the passwords differ, even while other fields are still wrong', () => {
    expect(
      errors(registrationSchema, { ...registration, vat: '', confirmPassword: 'secret-124' }),
    ).toEqual({ vat: 'required', confirmPassword: 'passwordMatch' });
  });

  it('wants a chamber of commerce number of at least 8, a password of at least 8, the agreement', () => {
    expect(
      errors(registrationSchema, {
        ...registration,
        chamberOfCommerce: '1234567',
        password: 'short',
        confirmPassword: 'short',
        agree: false,
      }),
    ).toEqual({ chamberOfCommerce: 'min:8', password: 'passwordTooShort:8', agree: 'mustAccept' });
  });

  it('does not count spaces as content', () => {
    expect(errors(registrationSchema, { ...registration, name: '   ', companyName: ' ' })).toEqual({
      name: 'required',
      companyName: 'required',
    });
  });
});

describe('password forms', () => {
  it('reset request and newsletter need a valid email', () => {
    expect(errors(resetRequestSchema, { email: 'nope' })).toEqual({ email: 'email' });
    expect(errors(newsletterSchema, { email: '' })).toEqual({ email: 'required' });
  });

  it('a new password needs the token and the same password twice', () => {
    expect(
      errors(newPasswordSchema, { token: '', password: 'long-enough', confirmPassword: 'other' }),
    ).toEqual({ token: 'required', confirmPassword: 'passwordMatch' });
    expect(
      newPasswordSchema.safeParse({
        token: 't',
        password: 'long-enough',
        confirmPassword: 'long-enough',
      }).success,
    ).toBe(true);
  });

  it('changing the password needs the current one', () => {
    expect(
      errors(passwordChangeSchema, {
        currentPassword: '',
        newPassword: 'long-enough',
        confirmPassword: 'long-enough',
      }),
    ).toEqual({ currentPassword: 'required' });
  });
});

describe('profile form', () => {
  it('needs a name and a valid email', () => {
    expect(errors(profileSchema, { name: '', email: 'x' })).toEqual({
      name: 'required',
      email: 'email',
    });
  });
});
