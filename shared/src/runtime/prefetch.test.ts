import { isSlowConnection, PREFETCH_DELAY_MS } from './prefetch.ts';

test('prefetch never starts before 1 s (rule shell.prefetch)', () => {
  expect(PREFETCH_DELAY_MS).toBe(1000);
});

test.each([{ effectiveType: 'slow-2g' }, { effectiveType: '2g' }, { effectiveType: '4g', saveData: true }])(
  'a very slow or data-saving connection is slow (%p)',
  (connection) => {
    expect(isSlowConnection(connection)).toBe(true);
  },
);

test.each([{ effectiveType: '3g' }, { effectiveType: '4g' }, undefined])('%p is not slow', (connection) => {
  expect(isSlowConnection(connection)).toBe(false);
});
