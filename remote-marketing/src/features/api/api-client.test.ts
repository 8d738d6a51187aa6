import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS, createPublicApiClient, pageApiClient } from './api-client.ts';

describe('createPublicApiClient', () => {
  test('calls the given base with X-App-Type 501, no bearer token and a timeout', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { code: 0, message: 'ok', data: { id: 3 } }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const client = createPublicApiClient('https://api.example.com', adapter);
    await expect(client.post('/api/mms/report/v1/contact_us', { email: 'a@b.co', content: 'x' })).resolves.toEqual({ id: 3 });
    expect(seen[0]?.baseURL).toBe('https://api.example.com');
    expect(seen[0]?.headers.get('X-App-Type')).toBe('501');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.timeout).toBe(API_TIMEOUT_MS);
  });

  test('the page client is made once and reads the API base from the boot data', () => {
    document.body.innerHTML = '<script id="__meridian" type="application/json">{"apiBase":"https://api.example.org/"}</script>';
    const client = pageApiClient();
    expect(pageApiClient()).toBe(client);
  });
});
