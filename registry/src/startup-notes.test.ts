import { parseServerEnv } from './env.server.ts';
import { startupNotes } from './startup-notes.ts';

const TOKENS = 'alice:admin:alice-token-0123456789abcdef0123456789';

test('warns loudly when the loads-and-renders gate is off', () => {
  const notes = startupNotes(parseServerEnv('/repo', { REGISTRY_TOKENS: TOKENS, REGISTRY_REMOTE_CHECKER: 'off' }), () => true);
  expect(notes.warnings.join('\n')).toMatch(/WARNING: REGISTRY_REMOTE_CHECKER=off: the loads-and-renders gate is SKIPPED/);
  expect(notes.info).toEqual(['registry: tokens of alice (admin) in the environment']);
});

test('warns when the checker is not built, naming its path and the build command', () => {
  const notes = startupNotes(parseServerEnv('/repo', { REGISTRY_TOKENS: TOKENS }), () => false);
  expect(notes.warnings.join('\n')).toContain('/repo/host/dist/server/check-remote.cjs');
  expect(notes.warnings.join('\n')).toContain('npm run build -w host');
});

test('prints a generated development token, and never a configured one', () => {
  const generated = parseServerEnv('/repo', {});
  expect(startupNotes(generated, () => true).info[0]).toContain(generated.tokens[0]?.token ?? 'missing');
  expect(startupNotes(parseServerEnv('/repo', { REGISTRY_TOKENS: TOKENS }), () => true).info.join('\n')).not.toContain('alice-token');
});

test('warns loudly when REGISTRY_PUBLIC_READS opens every read, and says nothing of it otherwise', () => {
  const open = startupNotes(parseServerEnv('/repo', { REGISTRY_TOKENS: TOKENS, REGISTRY_PUBLIC_READS: 'true' }), () => true);
  expect(open.warnings.join('\n')).toMatch(/WARNING: REGISTRY_PUBLIC_READS=true: every read answers WITHOUT a token/);
  const closed = startupNotes(parseServerEnv('/repo', { REGISTRY_TOKENS: TOKENS }), () => true);
  expect(closed.warnings.join('\n')).not.toMatch(/PUBLIC_READS/);
});
