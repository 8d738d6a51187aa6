import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { LOGGED_OUT_MESSAGE, createHttpClient, isApiError, type HttpClientOptions } from './http-client.ts';
import { createTransportClient, type Transport } from './http-transport.server.ts';

type Reply = { readonly status: number; readonly body?: unknown; readonly raw?: string } | 'network-error';

/** A call as the API received it, whichever way it was sent. */
interface Sent {
  readonly method: string;
  readonly url: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

const lowerCased = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name.toLowerCase(), value]] : [])));

/** The browser's way: an axios adapter that answers like the reference API, settling as axios's own adapters do. */
function axiosApi(reply: (sent: Sent) => Reply) {
  const requests: Sent[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const sent: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: lowerCased(config.headers.toJSON()),
      body: config.data === undefined || config.data === null ? null : String(config.data),
    };
    requests.push(sent);
    const answer = reply(sent);
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: answer.raw ?? JSON.stringify(answer.body),
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders({ 'content-type': answer.raw === undefined ? 'application/json' : 'text/html' }),
      config,
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
    }
    return response;
  };
  return { client: (options: HttpClientOptions) => createHttpClient({ ...options, adapter }), requests };
}

/** The host server's way (decision 078): a transport that answers like the reference API. */
function transportApi(reply: (sent: Sent) => Reply) {
  const requests: Sent[] = [];
  const transport: Transport = async (call) => {
    const sent: Sent = { method: call.method, url: call.url, headers: lowerCased(call.headers), body: call.body };
    requests.push(sent);
    const answer = reply(sent);
    if (answer === 'network-error') throw { code: 'ERR_NETWORK', message: 'Network Error' };
    return { status: answer.status, text: answer.raw ?? JSON.stringify(answer.body) };
  };
  return { client: (options: HttpClientOptions) => createTransportClient({ ...options, transport }), requests };
}

describe.each([
  ['through axios', axiosApi],
  ['through a transport', transportApi],
] as const)('the API client %s', (_way, fakeApi) => {
  function setup(reply: (sent: Sent) => Reply, overrides: Partial<HttpClientOptions> = {}) {
    const api = fakeApi(reply);
    const calls: string[] = [];
    const deps = {
      getToken: jest.fn((): string | null => null),
      confirm: jest.fn(async (message: string) => {
        calls.push(`confirm:${message}`);
        return true;
      }),
      clearSession: jest.fn(() => void calls.push('clearSession')),
      reload: jest.fn(() => void calls.push('reload')),
      goToLogin: jest.fn(() => void calls.push('goToLogin')),
      onLoggedOut: jest.fn(),
    };
    const http = api.client({ baseURL: 'http://api.test', ...deps, ...overrides });
    return { http, requests: api.requests, calls, ...deps };
  }

  const ok = (data: unknown): Reply => ({ status: 200, body: { code: 0, message: 'ok', data } });

  test('sends X-App-Type 501 on every call and no Authorization without a token', async () => {
    const { http, requests } = setup(() => ok(null));
    await http.post('/api/mms/account/v1/geo_info');
    expect(requests[0]?.headers['x-app-type']).toBe('501');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  test('sends no Content-Type on a bodiless POST, so the API does not answer 415', async () => {
    const { http, requests } = setup(() => ok(null));
    await http.post('/api/mms/account/v1/geo_info');
    await http.post('/api/mms/account/v1/web/logout', null);
    await http.post('/api/mms/report/v1/contact_us', { content: 'hi' });
    expect(requests.map((request) => request.headers['content-type'])).toEqual([undefined, undefined, 'application/json']);
  });

  test('sends the current token as a bearer Authorization header', async () => {
    const { http, requests, getToken } = setup(() => ok(null));
    getToken.mockReturnValueOnce('tok-1').mockReturnValueOnce('tok-2');
    await http.get('/api/mms/account/v1/web/profile');
    await http.get('/api/mms/account/v1/web/profile');
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  test('posts JSON to the path under the base URL', async () => {
    const { http, requests } = setup(() => ok(null));
    await http.post('/api/mms/report/v1/contact_us', { email: 'a@b.co', content: 'hi' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'http://api.test/api/mms/report/v1/contact_us' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ email: 'a@b.co', content: 'hi' });
  });

  test('resolves to the envelope data on code 0, and to null when data is absent', async () => {
    const { http } = setup((sent) =>
      sent.url === 'http://api.test/a' ? ok({ user_ip: '1.2.3.4', country_code: 'US' }) : { status: 200, body: { code: 0, message: 'ok' } },
    );
    await expect(http.get('/a')).resolves.toEqual({ user_ip: '1.2.3.4', country_code: 'US' });
    await expect(http.get('/b')).resolves.toBeNull();
  });

  test('resolves a bare body without an envelope as it is', async () => {
    const { http } = setup(() => ({ status: 200, body: { id: 'build-7' } }));
    await expect(http.get('/build/latest.json')).resolves.toEqual({ id: 'build-7' });
  });

  test.each([
    [200, 50008],
    [401, 50008],
    [401, 50012],
    [401, 50014],
    [200, '50014'],
  ])('on status %p with code %p asks to log in again, then clears the session and reloads on OK', async (status, code) => {
    const body = { code, message: 'illegal token' };
    const { http, calls, goToLogin } = setup(() => ({ status, body }));
    await expect(http.get('/api/mms/account/v1/web/profile')).rejects.toEqual(body);
    expect(calls).toEqual([`confirm:${LOGGED_OUT_MESSAGE}`, 'clearSession', 'reload']);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  test('keeps the session and stays on the page when the logged-out dialog is cancelled', async () => {
    const { http, confirm, clearSession, reload } = setup(() => ({ status: 401, body: { code: 50008, message: 'x' } }));
    confirm.mockResolvedValueOnce(false);
    await expect(http.get('/x')).rejects.toMatchObject({ code: 50008 });
    expect(clearSession).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  test('treats a failing dialog as cancel and still rejects with the body', async () => {
    const { http, confirm, reload } = setup(() => ({ status: 401, body: { code: 50012, message: 'elsewhere' } }));
    confirm.mockRejectedValueOnce(new Error('modal crashed'));
    await expect(http.get('/x')).rejects.toEqual({ code: 50012, message: 'elsewhere' });
    expect(reload).not.toHaveBeenCalled();
  });

  test('shows the caller translated logged-out text', async () => {
    const { http, confirm } = setup(() => ({ status: 401, body: { code: 50014, message: 'expired' } }), {
      loggedOutMessage: 'Sie wurden abgemeldet',
    });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 50014 });
    expect(confirm).toHaveBeenCalledWith('Sie wurden abgemeldet');
  });

  test('opens one logged-out dialog for concurrent calls that fail together', async () => {
    const { http, confirm, onLoggedOut, reload } = setup(() => ({ status: 401, body: { code: 50008, message: 'x' } }));
    const results = await Promise.allSettled([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(onLoggedOut).toHaveBeenCalledWith({ reason: 'token-invalid', status: 401, code: 50008 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['HTTP 401, code 401', { status: 401, body: { code: 401, message: 'no bearer token' } }],
    ['HTTP 403, code 403', { status: 403, body: { code: 403, message: 'account disabled' } }],
    ["HTTP 200, code '401'", { status: 200, body: { code: '401', message: 'login' } }],
    ["HTTP 200, code '403'", { status: 200, body: { code: '403', message: 'forbidden' } }],
    ['HTTP 403 without a JSON body', { status: 403, raw: '<html>Forbidden</html>' }],
  ] as const)('on %s clears the session and goes to /login without a dialog', async (_name, reply) => {
    const { http, calls, onLoggedOut } = setup(() => reply);
    const rejection = http.get('/api/mms/account/v1/web/device/list');
    await expect(rejection).rejects.toMatchObject({ code: 'body' in reply ? reply.body.code : 403 });
    expect(calls).toEqual(['clearSession', 'goToLogin']);
    expect(onLoggedOut).toHaveBeenCalledWith(expect.objectContaining({ reason: 'login-required', status: reply.status }));
  });

  test('rejects other API errors with the response body and leaves the session alone', async () => {
    const body = { code: 40000, message: 'validation failed', fields: [{ path: 'email', message: 'invalid' }] };
    const { http, calls } = setup(() => ({ status: 400, body }));
    const error: unknown = await http.post('/api/mms/report/v1/contact_us', {}).catch((reason: unknown) => reason);
    expect(error).toEqual(body);
    expect(isApiError(error)).toBe(true);
    expect(calls).toEqual([]);
  });

  test('rejects a 200 whose code is neither 0 nor a session code with the body', async () => {
    const { http, calls } = setup(() => ({ status: 200, body: { code: 40010, message: 'wrong email or password' } }));
    await expect(http.post('/login')).rejects.toEqual({ code: 40010, message: 'wrong email or password' });
    expect(calls).toEqual([]);
  });

  test('rejects a failure without an API body with the HTTP status as code', async () => {
    const { http } = setup(() => ({ status: 502, raw: '<html>Bad gateway</html>' }));
    await expect(http.get('/x')).rejects.toEqual({ code: 502, message: 'HTTP 502' });
  });

  test('rejects a network failure with the axios code and message', async () => {
    const { http, calls } = setup(() => 'network-error');
    await expect(http.get('/x')).rejects.toEqual({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect(calls).toEqual([]);
  });

  test('lets an error thrown while building the request through unchanged', async () => {
    const broken = new Error('token storage unavailable');
    const { http } = setup(() => ok(null), {
      getToken: () => {
        throw broken;
      },
    });
    await expect(http.get('/x')).rejects.toBe(broken);
  });

  test("sends query parameters and a call's own headers, and keeps the base URL's path", async () => {
    const { http, requests } = setup(() => ok(null), { baseURL: 'http://api.test/v2/' });
    await http.get('/api/mms/payment/v1/providers/plans', {
      params: { currency: 'EUR', page: 2, skip: undefined },
      headers: { 'X-From': 'home' },
    });
    expect(requests[0]?.url).toBe('http://api.test/v2/api/mms/payment/v1/providers/plans?currency=EUR&page=2');
    expect(requests[0]?.headers['x-from']).toBe('home');
  });
});

test('recognises API errors and nothing else', () => {
  expect(isApiError({ code: 40000, message: 'x' })).toBe(true);
  expect(isApiError({ code: 'ERR_NETWORK', message: 'Network Error' })).toBe(true);
  expect(isApiError(new Error('x'))).toBe(false);
  expect(isApiError({ message: 'x' })).toBe(false);
  expect(isApiError(null)).toBe(false);
});
