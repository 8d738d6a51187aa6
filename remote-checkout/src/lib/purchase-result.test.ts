import { failedStateOf, outcomeOf, readResult, type PurchaseResult } from './purchase-result.ts';

const result = (state: string, status = state): PurchaseResult => ({
  order_id: 'ord_1',
  order_no: 'MV-00000001',
  provider: 'ps',
  plan_id: 2,
  amount: '59.88',
  currency: 'USD',
  receipt_email: null,
  state,
  status,
  final: state !== 'pending',
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

test('a final unpaid order was abandoned when it says so, else declined', () => {
  expect(failedStateOf(result('abandoned'))).toBe('abandoned');
  expect(failedStateOf(result('declined', 'unpaid'))).toBe('declined');
});

test('reads an answer with its order number and receipt address, and refuses another shape', () => {
  expect(readResult({ order_id: 'ord_1', state: 'pending' }, 'x')).toEqual({
    order_id: 'ord_1',
    order_no: '',
    provider: '',
    plan_id: null,
    amount: '',
    currency: '',
    receipt_email: null,
    state: 'pending',
    status: 'pending',
    final: false,
  });
  expect(
    readResult(
      { order_id: 'ord_1', order_no: 'MV-00000042', state: 'approved', amount: '0.99', currency: 'GBP', receipt_email: 'a@b.co' },
      'x',
    ),
  ).toMatchObject({ order_no: 'MV-00000042', amount: '0.99', currency: 'GBP', receipt_email: 'a@b.co', final: true });
  expect(() => readResult({ state: 'approved' }, 'POST x')).toThrow('reading POST x: unexpected data');
});
