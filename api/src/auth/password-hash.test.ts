import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash.ts';

test('verifies the right password and refuses a wrong one', async () => {
  const hash = await hashPassword('Secret#123');
  expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  await expect(verifyPassword('Secret#123', hash)).resolves.toBe(true);
  await expect(verifyPassword('Secret#124', hash)).resolves.toBe(false);
});

test('salts every hash', async () => {
  expect(await hashPassword('Secret#123')).not.toBe(await hashPassword('Secret#123'));
});

test.each(['', 'plain', 'scrypt$1$2$3$x$y', 'bcrypt$16384$8$1$c2FsdA$aGFzaA', 'scrypt$abc$8$1$c2FsdHNhbHRzYWx0c2FsdA$' + 'A'.repeat(86)])(
  'refuses a malformed stored hash %p without throwing',
  async (stored) => {
    await expect(verifyPassword('Secret#123', stored)).resolves.toBe(false);
  },
);

test('offers one dummy hash per process', async () => {
  expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
});
