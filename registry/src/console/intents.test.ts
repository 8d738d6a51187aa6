import { confirmationOf, doneMessage, formatPercent, requestBodyOf, requestPathOf, validPercent, type WriteIntent } from './intents.ts';

test('names the area, the from-version and the to-version of a rollback, labelled "Roll back to"', () => {
  const text = confirmationOf({ kind: 'rollback', area: 'blog', from: '1.0.1', to: '1.0.0' });
  expect(text.title).toBe('Roll back blog to 1.0.0');
  expect(text.summary).toMatch(/^blog: 1\.0\.1 → 1\.0\.0\./);
  expect(text.confirmLabel).toBe('Roll back to 1.0.0');
});

test('names the area, both versions and nothing live before a first activation', () => {
  expect(confirmationOf({ kind: 'activate', area: 'tools', from: '0.9.0', to: '1.0.0' })).toMatchObject({
    title: 'Activate tools 1.0.0',
    confirmLabel: 'Activate 1.0.0',
  });
  expect(confirmationOf({ kind: 'activate', area: 'tools', from: '0.9.0', to: '1.0.0' }).summary).toMatch(/^tools: 0\.9\.0 → 1\.0\.0\./);
  expect(confirmationOf({ kind: 'activate', area: 'tools', from: null, to: '1.0.0' }).summary).toMatch(/^tools: nothing live → 1\.0\.0\./);
});

test('names the percent of a new canary and of a changed share', () => {
  const start = confirmationOf({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 5, fromPercent: null });
  expect(start).toEqual({
    title: 'Start a canary of blog 1.1.0',
    summary: 'blog: 1.0.0 stays live; 1.1.0 goes to 5 % of visitors once it passes the gates.',
    confirmLabel: 'Start canary at 5 %',
  });
  const change = confirmationOf({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 50, fromPercent: 5 });
  expect(change.summary).toBe('blog: canary 1.1.0 from 5 % → 50 % of visitors; 1.0.0 stays live for the rest.');
  expect(change.confirmLabel).toBe('Set canary to 50 %');
});

test('names both versions and the share when promoting or aborting a canary', () => {
  expect(confirmationOf({ kind: 'promote', area: 'account', from: '2.0.0', to: '2.1.0', percent: 25 }).summary).toBe(
    'account: 2.0.0 → 2.1.0 for every visitor (the canary was at 25 %).',
  );
  expect(confirmationOf({ kind: 'abort', area: 'account', active: '2.0.0', canary: '2.1.0', percent: 25 })).toMatchObject({
    summary: 'account: canary 2.1.0 at 25 % stops; every visitor gets 2.0.0.',
    confirmLabel: 'Abort canary 2.1.0',
  });
});

test('turns each intent into the API body with the trimmed reason', () => {
  expect(requestBodyOf({ kind: 'rollback', area: 'blog', from: '1.0.1', to: '1.0.0' }, '  broken tag page ')).toEqual({
    action: 'rollback',
    remote: 'blog',
    version: '1.0.0',
    reason: 'broken tag page',
  });
  expect(requestBodyOf({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 12.5, fromPercent: null }, 'x')).toEqual({
    action: 'canary',
    remote: 'blog',
    version: '1.1.0',
    percent: 12.5,
    reason: 'x',
  });
  expect(requestBodyOf({ kind: 'abort', area: 'blog', active: '1.0.0', canary: '1.1.0', percent: 5 }, 'x')).toEqual({
    action: 'abort-canary',
    remote: 'blog',
    reason: 'x',
  });
  expect(requestBodyOf({ kind: 'promote', area: 'blog', from: '1.0.0', to: '1.1.0', percent: 5 }, 'x')).toEqual({
    action: 'promote',
    remote: 'blog',
    reason: 'x',
  });
});

test('formats and validates shares', () => {
  expect(formatPercent(5)).toBe('5 %');
  expect(formatPercent(12.5)).toBe('12.5 %');
  expect(formatPercent(1 / 3)).toBe('0.33 %');
  expect([0, 100, 12.5].every(validPercent)).toBe(true);
  expect([-1, 101, Number.NaN].some(validPercent)).toBe(false);
});

test('says what was done, with the new revision', () => {
  expect(doneMessage({ kind: 'rollback', area: 'blog', from: '1.0.1', to: '1.0.0' }, 8)).toBe(
    'blog: rolled back 1.0.1 → 1.0.0 (revision 8)',
  );
});

test('a rollout start goes to /api/rollouts with its stages and hold; stopping one says every visitor gets the live version', () => {
  const start: WriteIntent = { kind: 'rollout', area: 'tools', active: '1.0.0', to: '1.1.0', stages: [1, 10, 100], hold: ' 10m ' };
  expect(requestPathOf(start)).toBe('/api/rollouts');
  expect(requestBodyOf(start, ' new page ')).toEqual({
    remote: 'tools',
    version: '1.1.0',
    stages: [1, 10, 100],
    hold: '10m',
    reason: 'new page',
  });
  const stop: WriteIntent = { kind: 'rollout-control', area: 'tools', control: 'stop', version: '1.1.0', percent: 10 };
  expect(requestPathOf(stop)).toBe('/api/rollouts/tools/stop');
  expect(requestBodyOf(stop, 'errors in support')).toEqual({ reason: 'errors in support' });
  expect(confirmationOf(stop)).toEqual({
    title: 'Stop the rollout of tools 1.1.0',
    summary: 'tools: the rollout ends and its canary (now 10 %) stops; every visitor gets the live version.',
    confirmLabel: 'Stop rollout',
  });
  expect(doneMessage(stop, 9)).toBe('tools: rollout of 1.1.0 stopped (revision 9)');
  expect(requestPathOf({ kind: 'promote', area: 'tools', from: '1.0.0', to: '1.1.0', percent: 10 })).toBe('/api/releases');
});
