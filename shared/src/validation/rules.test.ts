import { isIP } from 'node:net';
import {
  isIpAddress,
  validateCode,
  validateEmail,
  validateMessage,
  validateNewPassword,
  validatePasswordRepeat,
  type FieldError,
} from './rules.ts';

// The forms and the API (api/src/accounts/rules.ts builds its schemas on these functions) judge by this one table.
const EMAILS: ReadonlyArray<readonly [email: string, valid: boolean]> = [
  ['ann@example.com', true],
  ['Ann.Lee_1-x@mail.example.co', true],
  ['a@b.c', true],
  ['first.last@sub-domain.example.org', true],
  ['UPPER@example.com', true],
  ['', false],
  ['ann@Example.com', false],
  ['ann@example.COM', false],
  ['ann@example.c0m', false],
  ['ann@example', false],
  ['ann..lee@example.com', false],
  ['.ann@example.com', false],
  ['ann.@example.com', false],
  ['ann+tag@example.com', false],
  ['ann@example.com ', false],
  [' ann@example.com', false],
  ['ann@@example.com', false],
  ['ann@exa mple.com', false],
  ["ann'--@example.com", false],
  ['anné@example.com', false],
  ['ann@example..com', false],
  [`${'a'.repeat(250)}@b.co`, false],
  [`${'a'.repeat(240)}@example.com`, true],
];

const PASSWORDS: ReadonlyArray<readonly [password: string, expected: FieldError | null]> = [
  ['Secret#1', null],
  ['aB!aB!aB!aB!aB!aB!aB', null],
  ["O'Reilly;--x", null],
  ['Pass_word', null],
  ['~Zz~~~~~', null],
  ['a{B}cdefg', null],
  ['', 'passwordRequired'],
  ['Sec#1', 'passwordLength'],
  ['Sec#1ab', 'passwordLength'],
  ['aB!aB!aB!aB!aB!aB!aB!', 'passwordLength'],
  ['Sec ret#1', 'passwordCharacters'],
  ['Secrét#1', 'passwordCharacters'],
  ['Secret#1\n', 'passwordCharacters'],
  ['Secret#1\t', 'passwordCharacters'],
  ['SECRET#1', 'passwordLowercase'],
  ['secret#1', 'passwordUppercase'],
  ['Secret11', 'passwordSymbol'],
  ['Password', 'passwordSymbol'],
];

describe('email rule (rule account.email)', () => {
  test.each(EMAILS)('judges %p as valid=%p', (email, valid) => {
    expect(validateEmail(email) === null).toBe(valid);
  });

  test('says which problem an email has', () => {
    expect(validateEmail('')).toBe('emailRequired');
    expect(validateEmail('ann@')).toBe('emailInvalid');
  });
});

describe('password rule (rule account.password)', () => {
  test.each(PASSWORDS)('judges %p as %p', (password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  test('asks for the repetition to match', () => {
    expect(validatePasswordRepeat('Secret#1', 'Secret#1')).toBeNull();
    expect(validatePasswordRepeat('Secret#1', 'Secret#2')).toBe('passwordMismatch');
    expect(validatePasswordRepeat('Secret#1', '')).toBe('passwordRequired');
  });
});

test.each([
  ['123456', null],
  ['', 'codeRequired'],
  ['12345', 'codeInvalid'],
  ['1234567', 'codeInvalid'],
  ['12345a', 'codeInvalid'],
  ['１２３４５６', 'codeInvalid'],
])('checks the verification code %p', (code, expected) => {
  expect(validateCode(code)).toBe(expected);
});

// Node's net.isIP is the API's check (api/src/routes/user-ip-routes.ts); zone ids ('fe80::1%eth0'),
// which it takes, are refused here on purpose: they mean nothing outside the visitor's machine.
test.each([
  '203.0.113.7',
  '0.0.0.0',
  '255.255.255.255',
  '::1',
  '2001:db8::8a2e:370:7334',
  '::ffff:192.0.2.1',
  'FE80::1',
  '::',
  '256.1.1.1',
  '1.2.3',
  '1.2.3.4.5',
  '01.2.3.4',
  '1.2.3.4 ',
  'example.com',
  '2001:db8::g',
  '1:2:3:4:5:6:7:8:9',
  ':::',
  '',
  '[::1]',
])('judges the address %p as Node does', (ip) => {
  expect(isIpAddress(ip)).toBe(isIP(ip) !== 0);
});

test('refuses an empty or too long support message', () => {
  expect(validateMessage('')).toBe('messageRequired');
  expect(validateMessage('x'.repeat(5001))).toBe('tooLong');
  expect(validateMessage('Help')).toBeNull();
});
