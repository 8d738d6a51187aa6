import { ORDER_STATES, canTransition, isFinal, providerStatus } from './order-states.ts';

test('a pending order may move to each final state', () => {
  expect(canTransition('pending', 'approved')).toBe(true);
  expect(canTransition('pending', 'declined')).toBe(true);
  expect(canTransition('pending', 'abandoned')).toBe(true);
  expect(canTransition('pending', 'pending')).toBe(false);
});

test.each(['approved', 'declined', 'abandoned'] as const)('no transition leaves the final state %s', (from) => {
  expect(isFinal(from)).toBe(true);
  for (const to of ORDER_STATES) expect(canTransition(from, to)).toBe(false);
});

test('so reports subscription statuses, with active meaning paid', () => {
  expect(providerStatus('so', 'approved')).toBe('active');
  expect(providerStatus('so', 'pending')).toBe('incomplete');
  expect(providerStatus('ps', 'approved')).toBe('approved');
});
