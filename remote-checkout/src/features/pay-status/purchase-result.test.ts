import { outcomeOf, readResult, type PurchaseResult } from './purchase-result.ts';

const result = (state: string, status = state): PurchaseResult => ({
  order_id: 'ord_1', provider: 'ps', plan_id: 2, state, status, final: state !== 'pending',
});

test('an approved order is a success, a declined or abandoned one a failure, a pending one pending', () => {
  expect(outcomeOf('ps', result('approved'))).toBe('success');
  expect(outcomeOf('rz', result('declined'))).toBe('failure');
  expect(outcomeOf('pd', result('abandoned'))).toBe('failure');
  expect(outcomeOf('s1', result('pending'))).toBe('pending');
});

test('for so, the subscription status active is what counts as success', () => {
  expect(outcomeOf('so', result('pending', 'active'))).toBe('success');
  expect(outcomeOf('so', result('pending', 'incomplete'))).toBe('pending');
  expect(outcomeOf('so', result('declined', 'unpaid'))).toBe('failure');
});

test('reads an answer and refuses another shape', () => {
  expect(readResult({ order_id: 'ord_1', state: 'pending' }, 'x')).toEqual({
    order_id: 'ord_1', provider: '', plan_id: null, state: 'pending', status: 'pending', final: false,
  });
  expect(() => readResult({ state: 'approved' }, 'POST x')).toThrow('reading POST x: unexpected data');
});
