import { emailSchema, newPasswordSchema } from './rules.ts';

test.each(['ann@example.com', 'Ann.Lee_1-x@mail.example.co', 'a@b.c', 'first.last@sub-domain.example.org'])(
  'accepts the email %p',
  (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  },
);

test.each([
  'ann@Example.com',
  'ann@example.c0m',
  'ann@example',
  'ann..lee@example.com',
  '.ann@example.com',
  'ann+tag@example.com',
  'ann@example.com ',
  'ann@@example.com',
  "ann'--@example.com",
  `${'a'.repeat(250)}@b.co`,
])('refuses the email %p', (email) => {
  expect(emailSchema.safeParse(email).success).toBe(false);
});

test('lower-cases the email it accepts', () => {
  expect(emailSchema.parse('Ann@example.com')).toBe('ann@example.com');
});

test.each(['Secret#1', 'aB!aB!aB!aB!aB!aB!aB', "O'Reilly;--x", 'Pass_word'])('accepts the password %p', (password) => {
  expect(newPasswordSchema.safeParse(password).success).toBe(true);
});

test.each(['Sec#1', 'aB!aB!aB!aB!aB!aB!aB!', 'secret#1', 'SECRET#1', 'Secret11', 'Sec ret#1', 'Secrét#1', 'Secret#1\n'])(
  'refuses the password %p',
  (password) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(false);
  },
);
