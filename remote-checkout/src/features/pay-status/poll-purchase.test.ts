import { systemTimers } from '@meridian/shared/runtime';
import { pollPurchase, type PollState } from './poll-purchase.ts';
import type { PurchaseOutcome, PurchaseResult } from '../../lib/purchase-result.ts';

const RESULT: PurchaseResult = {
  order_id: 'ord_1',
  order_no: 'MV-00000001',
  provider: 'ps',
  plan_id: 2,
  amount: '59.88',
  currency: 'USD',
  receipt_email: null,
  state: 'pending',
  status: 'pending',
  final: false,
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function start(answers: ReadonlyArray<PurchaseOutcome | { error: unknown }>) {
  const updates: PollState[] = [];
  const calls: number[] = [];
  let index = 0;
  const check = jest.fn(async () => {
    calls.push(Date.now());
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (typeof answer === 'object') throw answer.error;
    return { outcome: answer ?? 'pending', result: RESULT };
  });
  const stop = pollPurchase({ check, onUpdate: (state) => updates.push(state), timers: systemTimers() });
  return { updates, calls, check, stop };
}

const flush = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

test('checks at once, then after 1, 2, 4 and 8 s, until the result is final', async () => {
  const started = Date.now();
  const { calls, updates } = start(['pending', 'pending', 'pending', 'pending', 'success']);
  await flush(15_000);
  expect(calls.map((time) => time - started)).toEqual([0, 1000, 3000, 7000, 15_000]);
  expect(updates.at(-1)).toEqual({ status: 'success', result: RESULT });
});

test('gives up after about a minute of pending answers', async () => {
  const { check, updates } = start(['pending']);
  await flush(54_999);
  expect(updates.at(-1)).toEqual({ status: 'checking', checks: 9 });
  await flush(1);
  expect(check).toHaveBeenCalledTimes(10);
  expect(updates.at(-1)).toEqual({ status: 'timeout' });
  await flush(60_000);
  expect(check).toHaveBeenCalledTimes(10);
});

test('reports a failure at once', async () => {
  const { updates, check } = start(['failure']);
  await flush(0);
  expect(updates).toEqual([{ status: 'failure', result: RESULT }]);
  await flush(10_000);
  expect(check).toHaveBeenCalledTimes(1);
});

test('retries network trouble and server errors on the same schedule', async () => {
  const { updates } = start([
    { error: { code: 'ERR_NETWORK', message: 'Network Error' } },
    { error: { code: 503, message: 'down' } },
    'success',
  ]);
  await flush(0);
  expect(updates).toEqual([{ status: 'checking', checks: 1 }]);
  await flush(3000);
  expect(updates.at(-1)).toEqual({ status: 'success', result: RESULT });
});

test('ends as failure for an unknown order and as error for other refusals', async () => {
  const missing = start([{ error: { code: 404, message: 'order not found' } }]);
  await flush(0);
  expect(missing.updates).toEqual([{ status: 'failure', result: null }]);
  const refused = start([{ error: { code: 40000, message: 'bad' } }]);
  await flush(0);
  expect(refused.updates).toEqual([{ status: 'error' }]);
});

test('reports nothing after stop', async () => {
  const { updates, stop, check } = start(['pending']);
  await flush(0);
  stop();
  await flush(60_000);
  expect(check).toHaveBeenCalledTimes(1);
  expect(updates).toEqual([{ status: 'checking', checks: 1 }]);
});
