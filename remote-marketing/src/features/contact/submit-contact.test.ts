import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '@meridian/shared/http';
import { CONTACT_PATH, failureOf, submitContact } from './submit-contact.ts';

/** The shared client as the page builds it, over a fake transport (no network). */
const createPublicApiClient = (baseURL: string, adapter: AxiosAdapter) =>
  createHttpClient({ baseURL, adapter, getToken: () => null, confirm: () => false, clearSession: () => {}, reload: () => {}, goToLogin: () => {} });

const values = { name: 'Ana', email: 'ana@example.com', subject: 'Billing', message: 'Where is my receipt?' };

/** An axios transport answering every call with `status` and `body`, recording the requests. */
function fakeApi(status: number, body: unknown): { adapter: AxiosAdapter; requests: InternalAxiosRequestConfig[] } {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config, code: 'ERR_BAD_RESPONSE' });
  };
  return { adapter, requests };
}

describe('submitContact', () => {
  test('posts the contact_us body with X-App-Type 501 to the API base', async () => {
    const api = fakeApi(200, { code: 0, message: 'ok', data: { id: 7 } });
    const result = await submitContact(createPublicApiClient('https://api.example.com', api.adapter), values);
    expect(result).toEqual({ ok: true });
    const [request] = api.requests;
    expect(request?.method).toBe('post');
    expect(`${request?.baseURL}${request?.url}`).toBe('https://api.example.com/api/mms/report/v1/contact_us');
    expect(request?.headers.get('X-App-Type')).toBe('501');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(JSON.parse(String(request?.data))).toEqual({ email: 'ana@example.com', name: 'Ana', subject: 'Billing', content: 'Where is my receipt?' });
  });

  test('a 429 means the visitor is rate limited', async () => {
    const api = fakeApi(429, { code: 429, message: 'Too many requests' });
    expect(await submitContact(createPublicApiClient('http://api', api.adapter), values)).toEqual({ ok: false, reason: 'rateLimited' });
  });

  test('a validation failure from the API is reported as invalid', async () => {
    const api = fakeApi(400, { code: 40000, message: 'validation failed', fields: [{ path: 'email', message: 'bad' }] });
    expect(await submitContact(createPublicApiClient('http://api', api.adapter), values)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a server error is reported as server', async () => {
    const api = fakeApi(500, 'Internal Server Error');
    expect(await submitContact(createPublicApiClient('http://api', api.adapter), values)).toEqual({ ok: false, reason: 'server' });
  });

  test('no answer at all is a network failure', async () => {
    const client = { post: jest.fn().mockRejectedValue({ code: 'ERR_NETWORK', message: 'Network Error' }) };
    expect(await submitContact(client, values)).toEqual({ ok: false, reason: 'network' });
    expect(client.post).toHaveBeenCalledWith(CONTACT_PATH, expect.objectContaining({ content: values.message }));
  });

  test('anything that is not an API error counts as a server failure', () => {
    expect(failureOf(new Error('boom'))).toBe('server');
    expect(failureOf({ code: 'ECONNABORTED', message: 'timeout' })).toBe('network');
  });
});
