import { readStarted } from './provider-purchase.ts';
import { failureReason } from './failure-reason.ts';

test('so’s web_url is the page to go to; other providers answer redirect_url', () => {
  expect(readStarted({ order_id: 'ord_1', redirect_url: 'https://pay.test/x', web_url: 'https://pay.test/so' }, 'call')).toEqual({
    orderId: 'ord_1',
    redirectUrl: 'https://pay.test/so',
  });
  expect(readStarted({ order_id: 'ord_1', redirect_url: 'https://pay.test/x' }, 'call')).toEqual({
    orderId: 'ord_1',
    redirectUrl: 'https://pay.test/x',
  });
});

test('a start answer needs an order id and an http(s) page to go to', () => {
  for (const data of [
    { order_id: '', redirect_url: 'https://pay.test/x' },
    { order_id: 'ord_1', redirect_url: 'javascript:alert(1)' },
    { order_id: 'ord_1', redirect_url: 'not a url' },
  ]) {
    expect(() => readStarted(data, 'POST x')).toThrow('reading POST x: unexpected data');
  }
});

test.each([
  [{ code: 40003, message: 'recaptcha token is empty' }, 'captcha'],
  [{ code: 40004, message: 'recaptcha verification failed' }, 'captcha'],
  [new Error('recaptcha token is empty'), 'captcha'],
  [new Error('waiting for the captcha script: not loaded after 300 polls at 200 ms'), 'captcha'],
  [{ code: 429, message: 'too many' }, 'rateLimited'],
  [{ code: 40030, message: 'off' }, 'unavailable'],
  [{ code: 50012, message: 'logged in elsewhere' }, 'session'],
  [{ code: 'ERR_NETWORK', message: 'Network Error' }, 'network'],
  [{ code: 503, message: 'down' }, 'network'],
  [{ code: 40000, message: 'bad' }, 'unknown'],
  [new Error('boom'), 'unknown'],
])('%p is explained as %s', (error, reason) => {
  expect(failureReason(error)).toBe(reason);
});
