import { failedStateOf, fetchPurchaseResult, outcomeOf, type PurchaseResult } from './purchase-result.ts';

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

test('reads an answer of the contract, and refuses another shape naming the field', async () => {
  const order = {
    order_id: 'ord_abcdefghijklmnop',
    order_no: 'MV-00000042',
    provider: 'ps',
    plan_id: 2,
    state: 'approved',
    status: 'approved',
    final: true,
    currency: 'GBP',
    amount: '0.99',
    subscription_id: null,
    expires_at: 0,
    receipt_email: 'a@b.co',
  };
  const posted: unknown[] = [];
  const http = (data: unknown) => ({
    post: async <T>(path: string, body?: unknown): Promise<T> => {
      posted.push([path, body]);
      return data as T;
    },
  });
  expect(await fetchPurchaseResult(http(order), 'ps', order.order_id)).toMatchObject({
    order_no: 'MV-00000042',
    amount: '0.99',
    currency: 'GBP',
    receipt_email: 'a@b.co',
    final: true,
  });
  expect(posted).toEqual([['/api/mms/payment/v1/providers/ps/purchase_result', { order_id: order.order_id }]]);
  await expect(fetchPurchaseResult(http({ ...order, state: 'paid' }), 'pd', 'x')).rejects.toThrow(
    /^\/api\/mms\/payment\/v1\/providers\/gap\/purchase_result: the answer does not match the contract \(state: /,
  );
});
