import { EMAIL_PATTERN } from '@meridian/shared/validation';
import { LIMITS, normaliseContact, validateContact, type ContactValues } from './contact-validation.ts';

const valid: ContactValues = { name: 'Ana', email: 'ana@example.com', subject: 'Billing', message: 'Hello' };

describe('email pattern (spec section 5)', () => {
  test.each(['ana@example.com', 'a.b_c-d@mail.example.co', 'A1@x.io', 'first.last@sub.domain.org'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  test.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana@Example.com', 'ana@example.c0m', 'a..b@example.com', 'ana+tag@example.com', 'ana @example.com', 'ana@example.com.'])(
    'refuses %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('validateContact', () => {
  test('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  test('name and subject are optional', () => {
    expect(validateContact({ ...valid, name: '', subject: '' })).toEqual({});
  });

  test('requires an email address and a message', () => {
    expect(validateContact({ ...valid, email: '', message: '' })).toEqual({ email: 'required', message: 'required' });
  });

  test('refuses an address that breaks the spec pattern', () => {
    expect(validateContact({ ...valid, email: 'ana@example' })).toEqual({ email: 'invalid' });
  });

  test('refuses fields over the lengths the API accepts', () => {
    const long = (length: number) => 'x'.repeat(length + 1);
    expect(validateContact({ ...valid, name: long(LIMITS.name), subject: long(LIMITS.subject), message: long(LIMITS.message) })).toEqual({
      name: 'tooLong',
      subject: 'tooLong',
      message: 'tooLong',
    });
  });
});

describe('normaliseContact', () => {
  test('trims every field and lower-cases the email, so a capitalised domain passes', () => {
    const values = normaliseContact({ name: ' Ana ', email: ' Ana@Example.COM ', subject: ' Hi ', message: '\n Hello \n' });
    expect(values).toEqual({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' });
    expect(validateContact(values)).toEqual({});
  });

  test('a message of spaces only counts as empty', () => {
    expect(validateContact(normaliseContact({ ...valid, message: '   ' }))).toEqual({ message: 'required' });
  });
});
