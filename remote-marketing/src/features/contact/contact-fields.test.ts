import { readContact, validateContact, type ContactValues } from './contact-fields.ts';

const valid: ContactValues = { name: 'Ana', email: 'ana@example.com', subject: 'Billing', message: 'Hello' };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

test('accepts a complete message, with name and subject optional', () => {
  expect(validateContact(valid)).toEqual({});
  expect(validateContact({ ...valid, name: '', subject: '' })).toEqual({});
});

test('requires an email address and a message', () => {
  expect(validateContact({ ...valid, email: '', message: '' })).toEqual({ email: 'emailRequired', message: 'messageRequired' });
});

test('refuses an address that breaks the pattern of rule account.email', () => {
  expect(validateContact({ ...valid, email: 'ana@example' })).toEqual({ email: 'emailInvalid' });
  expect(validateContact({ ...valid, email: 'ana+tag@example.com' })).toEqual({ email: 'emailInvalid' });
});

test('refuses fields over the lengths the API accepts', () => {
  const long = (length: number) => 'x'.repeat(length + 1);
  expect(validateContact({ ...valid, name: long(100), subject: long(200), message: long(5000) })).toEqual({
    name: 'tooLong',
    subject: 'tooLong',
    message: 'tooLong',
  });
});

test('reads the posted fields trimmed, with the email lower-cased so a capitalised domain passes', () => {
  const values = readContact(form({ name: ' Ana ', email: ' Ana@Example.COM ', subject: ' Hi ', message: '\n Hello \n' }));
  expect(values).toEqual({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' });
  expect(validateContact(values)).toEqual({});
});

test('a missing field or a message of spaces only counts as empty', () => {
  const values = readContact(form({ email: 'ana@example.com', message: '   ' }));
  expect(values).toEqual({ name: '', email: 'ana@example.com', subject: '', message: '' });
  expect(validateContact(values)).toEqual({ message: 'messageRequired' });
});
