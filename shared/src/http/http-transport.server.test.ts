import { createTransportClient, type Transport } from './http-transport.server.ts';

describe('a transport', () => {
  const client = (transport: Transport) =>
    createTransportClient({
      baseURL: 'http://api.test',
      getToken: () => 'tok',
      confirm: () => false,
      clearSession: () => undefined,
      reload: () => undefined,
      goToLogin: () => undefined,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
      timeoutMs: 1500,
      transport,
    });

  test('gets the whole call: method, absolute URL, every header, JSON body and the time it may take', async () => {
    const transport = jest.fn<ReturnType<Transport>, Parameters<Transport>>(async () => ({
      status: 200,
      text: '{"code":0,"data":{"ok":true}}',
    }));
    await expect(client(transport).post('https://other.test/captcha/verify', { token: 't' })).resolves.toEqual({ ok: true });
    expect(transport).toHaveBeenCalledWith({
      method: 'POST',
      url: 'https://other.test/captcha/verify',
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-App-Type': '501', Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"token":"t"}',
      timeoutMs: 1500,
    });
  });

  test('rejects, without sending, what it cannot send as axios would', async () => {
    const transport = jest.fn<ReturnType<Transport>, Parameters<Transport>>(async () => ({ status: 200, text: '' }));
    const http = client(transport);
    await expect(http.get('/x', { responseType: 'arraybuffer' })).rejects.toThrow(
      new TypeError("the API client's transport cannot send config.responseType"),
    );
    await expect(http.get('/x', { params: { ids: [1, 2] } })).rejects.toThrow(TypeError);
    await expect(http.post('/x', new URLSearchParams({ a: '1' }))).rejects.toThrow(TypeError);
    await expect(http.get('/x', { headers: { 'X-Count': 3 as unknown as string } })).rejects.toThrow(TypeError);
    expect(transport).not.toHaveBeenCalled();
  });

  test('passes a network failure on as the API error it is', async () => {
    const http = client(async () => Promise.reject({ code: 'ECONNABORTED', message: 'timeout of 1500ms exceeded' }));
    await expect(http.get('/x')).rejects.toEqual({ code: 'ECONNABORTED', message: 'timeout of 1500ms exceeded' });
  });

  test('resolves a 2xx body that is not JSON as its text', async () => {
    const http = client(async () => ({ status: 200, text: 'plain' }));
    await expect(http.get('/x')).resolves.toBe('plain');
  });
});
