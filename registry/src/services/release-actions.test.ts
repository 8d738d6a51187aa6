import type { AreaRelease } from '../db/release-repo.ts';
import { planAction } from './release-actions.ts';

const origin = 'http://localhost:3002';
const base: AreaRelease = { area: 'blog', version: '1.3.0', origin, canary: null, previous: ['1.2.0', '1.1.0', '1.0.0'] };

function plan(current: AreaRelease | null, request: Parameters<typeof planAction>[1]) {
  const result = planAction(current, request, origin, 1000);
  if (!result.ok) throw new Error(`expected a plan, got ${result.error.code}`);
  return result.value;
}

test('rolls back one step by default and remembers the replaced version first', () => {
  expect(plan(base, { action: 'rollback', remote: 'blog' }).next).toMatchObject({
    version: '1.2.0',
    previous: ['1.3.0', '1.1.0', '1.0.0'],
  });
});

test('rolls back N steps through the history', () => {
  expect(plan(base, { action: 'rollback', remote: 'blog', steps: 2 }).next).toMatchObject({
    version: '1.1.0',
    previous: ['1.3.0', '1.2.0', '1.0.0'],
  });
  expect(plan(base, { action: 'rollback', remote: 'blog', steps: 3 }).next.version).toBe('1.0.0');
});

test('refuses more steps than the history holds, and version and steps together', () => {
  const tooFar = planAction(base, { action: 'rollback', remote: 'blog', steps: 4 }, origin, 0);
  expect(tooFar).toMatchObject({ ok: false, error: { status: 409, code: 'not_enough_history' } });
  const both = planAction(base, { action: 'rollback', remote: 'blog', steps: 1, version: '1.0.0' }, origin, 0);
  expect(both).toMatchObject({ ok: false, error: { status: 400 } });
});

test('rolls back without gates and clears a running canary', () => {
  const withCanary = { ...base, canary: { version: '1.4.0', percent: 10, startedMs: 1 } };
  const result = plan(withCanary, { action: 'rollback', remote: 'blog' });
  expect(result.gate).toBeNull();
  expect(result.next.canary).toBeNull();
  expect(result.details).toMatchObject({ canaryCleared: '1.4.0' });
});

test('gates an activation and keeps the origin unless one is named', () => {
  const result = plan(base, { action: 'activate', remote: 'blog', version: '1.4.0' });
  expect(result.gate).toEqual({ version: '1.4.0', origin });
  expect(result.next.previous).toEqual(['1.3.0', '1.2.0', '1.1.0', '1.0.0']);
  expect(plan(null, { action: 'activate', remote: 'blog', version: '1.0.0', origin: 'http://cdn' }).next).toMatchObject({
    origin: 'http://cdn',
    previous: [],
  });
});

test('activating an older version moves it out of the history instead of duplicating it', () => {
  expect(plan(base, { action: 'activate', remote: 'blog', version: '1.1.0' }).next.previous).toEqual(['1.3.0', '1.2.0', '1.0.0']);
});

test('keeps the canary start when only the percentage changes', () => {
  const running = { ...base, canary: { version: '1.4.0', percent: 5, startedMs: 77 } };
  const result = plan(running, { action: 'canary', remote: 'blog', version: '1.4.0', percent: 50 });
  expect(result.next.canary).toEqual({ version: '1.4.0', percent: 50, startedMs: 77 });
  expect(result.gate).toBeNull();
  expect(plan(running, { action: 'canary', remote: 'blog', version: '1.5.0', percent: 5 }).next.canary?.startedMs).toBe(1000);
});

test('promotes the canary to active and aborts it without touching the active version', () => {
  const running = { ...base, canary: { version: '1.4.0', percent: 25, startedMs: 1 } };
  expect(plan(running, { action: 'promote', remote: 'blog' }).next).toMatchObject({
    version: '1.4.0',
    canary: null,
    previous: ['1.3.0', '1.2.0', '1.1.0', '1.0.0'],
  });
  expect(plan(running, { action: 'abort-canary', remote: 'blog' }).next).toEqual({ ...base, canary: null });
});
