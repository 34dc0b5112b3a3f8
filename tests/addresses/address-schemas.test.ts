import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/tests/support/schema-errors';
import {
  addressBookRequestSchema,
  addressFormSchema,
  addressRefSchema,
  countryStatesSchema,
  MAX_ADDRESS_EMAIL_LENGTH,
  MAX_ADDRESS_NAME_LENGTH,
  MAX_CITY_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_STREET_LENGTH,
  MAX_ZIP_LENGTH,
} from '@/lib/addresses/address-schemas';
import { formErrorText } from '@/components/ui/form-error';
import en from '@/messages/en.json';

const errors = schemaErrors;

const address = {
  type: 'Shipping',
  name: 'Sanne de Vries',
  street: 'Oudegracht 158',
  street2: '2e verdieping',
  zip: '3511 AZ',
  city: 'Utrecht',
  countryId: 166,
  stateId: 12,
  phone: '+31 (0)6-2345 6789',
  email: 'sanne@example.com',
  isDefault: false,
};

describe('address form', () => {
  it('takes a complete address, trimmed, with integer country and state ids', () => {
    expect(
      addressFormSchema.parse({ ...address, name: '  Sanne de Vries ', city: ' Utrecht ' }),
    ).toEqual(address);
    expect(addressFormSchema.parse({ ...address, id: 41, type: 'Billing' })).toMatchObject({
      id: 41,
      type: 'Billing',
    });
  });

  it('needs contact person, first line, zip-code, city, country and phone', () => {
    expect(
      errors(addressFormSchema, {
        ...address,
        name: ' ',
        street: '',
        zip: '',
        city: '',
        countryId: undefined,
        phone: '',
      }),
    ).toEqual({
      name: 'required',
      street: 'required',
      zip: 'required',
      city: 'required',
      countryId: 'required',
      phone: 'required',
    });
  });

  it('leaves the second line, the state and the email address optional', () => {
    expect(
      addressFormSchema.parse({ ...address, street2: '', stateId: null, email: '  ' }),
    ).toMatchObject({ street2: '', stateId: null, email: '' });
  });

  it('sends country and state only as positive integers', () => {
    // A select's string value is turned into a number by the form; a string is refused here.
    expect(errors(addressFormSchema, { ...address, countryId: '166' })).toEqual({
      countryId: 'required',
    });
    expect(errors(addressFormSchema, { ...address, countryId: 0 })).toEqual({
      countryId: 'required',
    });
    expect(errors(addressFormSchema, { ...address, countryId: 1.5 })).toEqual({
      countryId: 'required',
    });
    expect(errors(addressFormSchema, { ...address, countryId: 2 ** 31 })).toEqual({
      countryId: 'invalid',
    });
    expect(errors(addressFormSchema, { ...address, stateId: '12' })).toEqual({
      stateId: 'invalid',
    });
    expect(errors(addressFormSchema, { ...address, stateId: -1 })).toEqual({
      stateId: 'invalid',
    });
    expect(errors(addressFormSchema, { ...address, stateId: 2 ** 31 })).toEqual({
      stateId: 'invalid',
    });
  });

  it('checks the phone number and the email address', () => {
    expect(errors(addressFormSchema, { ...address, phone: 'call me' })).toEqual({
      phone: 'invalid',
    });
    expect(errors(addressFormSchema, { ...address, email: 'sanne@' })).toEqual({
      email: 'email',
    });
  });

  it('bounds every text', () => {
    const tooLong = (length: number) => 'a'.repeat(length + 1);
    expect(
      errors(addressFormSchema, {
        ...address,
        name: tooLong(MAX_ADDRESS_NAME_LENGTH),
        street: tooLong(MAX_STREET_LENGTH),
        street2: tooLong(MAX_STREET_LENGTH),
        zip: tooLong(MAX_ZIP_LENGTH),
        city: tooLong(MAX_CITY_LENGTH),
        phone: '1'.repeat(MAX_PHONE_LENGTH + 1),
        email: `${'a'.repeat(MAX_ADDRESS_EMAIL_LENGTH)}@example.com`,
      }),
    ).toEqual({
      name: `max:${MAX_ADDRESS_NAME_LENGTH}`,
      street: `max:${MAX_STREET_LENGTH}`,
      street2: `max:${MAX_STREET_LENGTH}`,
      zip: `max:${MAX_ZIP_LENGTH}`,
      city: `max:${MAX_CITY_LENGTH}`,
      phone: `max:${MAX_PHONE_LENGTH}`,
      email: `max:${MAX_ADDRESS_EMAIL_LENGTH}`,
    });
  });

  it('knows only the two roles, and a real address id', () => {
    expect(errors(addressFormSchema, { ...address, type: 'Contact' })).toHaveProperty('type');
    expect(errors(addressFormSchema, { ...address, id: 0 })).toHaveProperty('id');
    expect(errors(addressFormSchema, { ...address, id: '41' })).toHaveProperty('id');
    expect(errors(addressFormSchema, { ...address, isDefault: 'yes' })).toEqual({
      isDefault: 'invalid',
    });
  });

  it('has a text in the FormErrors catalogue for every message key', () => {
    const keys = new Set(
      [
        { ...address, name: '' },
        { ...address, name: 'a'.repeat(MAX_ADDRESS_NAME_LENGTH + 1) },
        { ...address, phone: 'x' },
        { ...address, email: 'x' },
        { ...address, countryId: undefined },
        { ...address, stateId: 'x' },
      ].flatMap((value) => Object.values(errors(addressFormSchema, value))),
    );
    expect([...keys].sort()).toEqual([
      'email',
      'invalid',
      `max:${MAX_ADDRESS_NAME_LENGTH}`,
      'required',
    ]);
    expect([...keys].map((key) => formErrorText(key, en.FormErrors))).toEqual(
      [...keys].map((key) =>
        key === `max:${MAX_ADDRESS_NAME_LENGTH}`
          ? `This field may contain at most ${MAX_ADDRESS_NAME_LENGTH} characters.`
          : en.FormErrors[key as 'required' | 'email' | 'invalid'],
      ),
    );
  });
});

describe('address references and lookups', () => {
  it('name one address of one role', () => {
    expect(addressRefSchema.parse({ id: 41, type: 'Billing' })).toEqual({
      id: 41,
      type: 'Billing',
    });
    expect(addressRefSchema.safeParse({ id: '41', type: 'Billing' }).success).toBe(false);
    expect(addressRefSchema.safeParse({ id: 41, type: 'billing' }).success).toBe(false);
    expect(addressRefSchema.safeParse({ id: 41 }).success).toBe(false);
  });

  it('ask for states of one country in a supported language', () => {
    expect(countryStatesSchema.parse({ countryId: 166, locale: 'de' })).toEqual({
      countryId: 166,
      locale: 'de',
    });
    expect(countryStatesSchema.safeParse({ countryId: 166, locale: 'fr' }).success).toBe(false);
    expect(countryStatesSchema.safeParse({ countryId: -3, locale: 'nl' }).success).toBe(false);
    expect(addressBookRequestSchema.safeParse({ locale: 'ru' }).success).toBe(true);
    expect(addressBookRequestSchema.safeParse({}).success).toBe(false);
  });
});
