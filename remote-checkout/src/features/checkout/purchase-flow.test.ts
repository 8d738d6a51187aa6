import { IDLE, isBusy, purchaseReducer, type PurchaseEvent, type PurchaseFlow } from './purchase-flow.ts';

const run = (events: readonly PurchaseEvent[], from: PurchaseFlow = IDLE) => events.reduce(purchaseReducer, from);

test('a logged-in visitor goes from idle to starting to redirecting', () => {
  const flow = run([{ type: 'start', provider: 'ps' }, { type: 'started', orderId: 'ord_1', redirectUrl: 'https://pay.test/x' }]);
  expect(flow).toEqual({ step: 'redirecting', provider: 'ps', orderId: 'ord_1', redirectUrl: 'https://pay.test/x' });
  expect(isBusy(flow)).toBe(true);
});

test('a visitor who is not logged in signs up first, with the same provider', () => {
  expect(run([{ type: 'sign-up', provider: 's1' }, { type: 'start', provider: 's1' }])).toEqual({ step: 'starting', provider: 's1' });
  expect(run([{ type: 'sign-up', provider: 's1' }, { type: 'start', provider: 'so' }])).toEqual({ step: 'signing-up', provider: 's1' });
});

test('a second submit while a step runs is ignored', () => {
  const starting = run([{ type: 'start', provider: 'rz' }]);
  expect(purchaseReducer(starting, { type: 'start', provider: 'tpa' })).toBe(starting);
  expect(purchaseReducer(starting, { type: 'sign-up', provider: 'tpa' })).toBe(starting);
  expect(purchaseReducer(starting, { type: 'blocked' })).toBe(starting);
  expect(purchaseReducer(starting, { type: 'reset' })).toBe(starting);
});

test('a failure ends the running step and a new submit starts over', () => {
  const failed = run([{ type: 'start', provider: 'pd' }, { type: 'failed', reason: 'network' }]);
  expect(failed).toEqual({ step: 'failed', reason: 'network' });
  expect(isBusy(failed)).toBe(false);
  expect(purchaseReducer(failed, { type: 'start', provider: 'pd' })).toEqual({ step: 'starting', provider: 'pd' });
});

test('a started answer only counts while starting', () => {
  expect(run([{ type: 'started', orderId: 'ord_1', redirectUrl: 'https://pay.test' }])).toBe(IDLE);
  const failed: PurchaseFlow = { step: 'failed', reason: 'captcha' };
  expect(purchaseReducer(failed, { type: 'started', orderId: 'ord_1', redirectUrl: 'https://pay.test' })).toBe(failed);
});

test('nothing leaves redirecting', () => {
  const leaving = run([{ type: 'start', provider: 'so' }, { type: 'started', orderId: 'ord_1', redirectUrl: 'https://pay.test' }]);
  for (const event of [{ type: 'failed', reason: 'unknown' }, { type: 'reset' }, { type: 'blocked' }, { type: 'start', provider: 'ps' }] as const) {
    expect(purchaseReducer(leaving, event)).toBe(leaving);
  }
});

test('the country block and a bad email stop the flow before any call', () => {
  expect(run([{ type: 'blocked' }])).toEqual({ step: 'blocked' });
  expect(run([{ type: 'failed', reason: 'email' }])).toEqual({ step: 'failed', reason: 'email' });
  expect(run([{ type: 'failed', reason: 'network' }])).toBe(IDLE);
  expect(run([{ type: 'blocked' }, { type: 'reset' }])).toBe(IDLE);
});
