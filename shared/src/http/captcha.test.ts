import {
  CAPTCHA_POLL,
  EMPTY_CAPTCHA_TOKEN_MESSAGE,
  captchaVersionOf,
  postWithCaptcha,
  signCaptchaRequest,
  waitForCaptcha,
} from './captcha.ts';
import type { HttpClient } from './http-client.ts';

function fakeHttp() {
  const post = jest.fn(async (_url: string, _body?: unknown) => ({ token: 't', user_id: 100001 }));
  const http: Pick<HttpClient, 'post'> = { post: <T>(url: string, body?: unknown) => post(url, body) as Promise<T> };
  return { http, post };
}

test('knows which captcha each protected path takes', () => {
  expect(captchaVersionOf('/api/mms/account/v1/web/login')).toBe('v2');
  expect(captchaVersionOf('/api/mms/account/v1/web/verification/request')).toBe('v2');
  expect(captchaVersionOf('/api/mms/account/v1/web/anonymous_signup')).toBe('v3');
  expect(captchaVersionOf('/api/mms/payment/v1/providers/s1/create_subscription?x=1')).toBe('v3');
  expect(captchaVersionOf('/api/mms/account/v1/web/profile')).toBeNull();
  expect(captchaVersionOf('constructor')).toBeNull();
});

test('sends login under /ws/mm/reca/r2 with the v2 token as recasign', () => {
  const request = signCaptchaRequest('/api/mms/account/v1/web/login', { email: 'ann@example.com', password: 'Secret!12' }, 'v2-token');
  expect(request).toEqual({
    url: '/ws/mm/reca/r2/api/mms/account/v1/web/login',
    body: { email: 'ann@example.com', password: 'Secret!12', recasign: 'v2-token' },
  });
});

test.each(['/api/mms/account/v1/web/anonymous_signup', '/api/mms/payment/v1/providers/s1/create_subscription'])(
  'sends %s under /ws/mm/reca/r3 with the v3 token as recasign',
  (path) => {
    expect(signCaptchaRequest(path, {}, 'v3-token')).toEqual({ url: `/ws/mm/reca/r3${path}`, body: { recasign: 'v3-token' } });
  },
);

test('does not change the caller body', () => {
  const body = { email: 'ann@example.com' };
  signCaptchaRequest('/api/mms/account/v1/web/login', body, 'tok');
  expect(body).toEqual({ email: 'ann@example.com' });
});

test.each(['', '   '])('refuses an empty captcha token (%p)', (token) => {
  expect(() => signCaptchaRequest('/api/mms/account/v1/web/login', {}, token)).toThrow(new Error(EMPTY_CAPTCHA_TOKEN_MESSAGE));
});

test('refuses to sign a path that takes no captcha, naming it', () => {
  expect(() => signCaptchaRequest('/api/mms/account/v1/web/profile', {}, 'tok')).toThrow('/api/mms/account/v1/web/profile');
});

test('posts a protected call to the rewritten path with the token from the page', async () => {
  const { http, post } = fakeHttp();
  await expect(postWithCaptcha(http, '/api/mms/account/v1/web/anonymous_signup', {}, async () => 'v3-token')).resolves.toEqual({
    token: 't',
    user_id: 100001,
  });
  expect(post).toHaveBeenCalledWith('/ws/mm/reca/r3/api/mms/account/v1/web/anonymous_signup', { recasign: 'v3-token' });
});

test.each([[''], [null], [undefined]])('rejects with "recaptcha token is empty" and sends nothing when the token is %p', async (token) => {
  const { http, post } = fakeHttp();
  await expect(postWithCaptcha(http, '/api/mms/account/v1/web/login', { email: 'a@b.co' }, () => token)).rejects.toThrow(
    EMPTY_CAPTCHA_TOKEN_MESSAGE,
  );
  expect(post).not.toHaveBeenCalled();
});

describe('waitForCaptcha', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('polls every 200 ms up to 300 times', () => {
    expect(CAPTCHA_POLL).toEqual({ intervalMs: 200, maxPolls: 300 });
  });

  test('resolves at once when the script is already there', async () => {
    const isReady = jest.fn(() => true);
    await expect(waitForCaptcha(isReady)).resolves.toBeUndefined();
    expect(isReady).toHaveBeenCalledTimes(1);
  });

  test('resolves on the poll that finds the script loaded', async () => {
    let loaded = false;
    const isReady = jest.fn(() => loaded);
    const settled = jest.fn();
    const waiting = waitForCaptcha(isReady).then(settled);
    await jest.advanceTimersByTimeAsync(200 * 10);
    expect(settled).not.toHaveBeenCalled();
    loaded = true;
    await jest.advanceTimersByTimeAsync(200);
    await waiting;
    expect(settled).toHaveBeenCalled();
    expect(isReady).toHaveBeenCalledTimes(12);
  });

  test('rejects when the 300th poll, 60 s after the start, still finds no script', async () => {
    const isReady = jest.fn(() => false);
    const outcome = jest.fn();
    const waiting = waitForCaptcha(isReady).catch((error: unknown) => outcome(error));
    await jest.advanceTimersByTimeAsync(300 * 200 - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(outcome).toHaveBeenCalledWith(new Error('waiting for the captcha script: not loaded after 300 polls at 200 ms'));
    expect(isReady).toHaveBeenCalledTimes(301);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('still resolves when the script turns up on the last poll', async () => {
    let checks = 0;
    const isReady = (): boolean => {
      checks += 1;
      return checks > 300;
    };
    const waiting = waitForCaptcha(isReady);
    await jest.advanceTimersByTimeAsync(300 * 200);
    await expect(waiting).resolves.toBeUndefined();
  });

  test('takes another interval and poll limit', async () => {
    const outcome = jest.fn();
    const waiting = waitForCaptcha(() => false, { intervalMs: 50, maxPolls: 4 }).catch(outcome);
    await jest.advanceTimersByTimeAsync(200);
    await waiting;
    expect(outcome).toHaveBeenCalledWith(new Error('waiting for the captcha script: not loaded after 4 polls at 50 ms'));
  });

  test('rejects with the error of a throwing readiness check', async () => {
    const broken = new Error('no window');
    await expect(
      waitForCaptcha(() => {
        throw broken;
      }),
    ).rejects.toBe(broken);
  });
});
