/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseHostEnv } from '../process/env.server.ts';
import { createHostCookies } from '../visitor/visitor.server.ts';
import { createApiTransport, type ApiTransport } from './api-transport.server.ts';
import { serverPageContext } from './page-context.server.ts';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
  readonly socket: number;
}

let server: Server;
let origin: string;
let transport: ApiTransport;
const received: Received[] = [];
const sockets = new WeakMap<object, number>();

beforeAll(async () => {
  let nextSocket = 0;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (!sockets.has(req.socket)) sockets.set(req.socket, (nextSocket += 1));
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, socket: sockets.get(req.socket) ?? 0 });
      if (req.url === '/slow') return void setTimeout(() => res.end('{"code":0}'), 2_000).unref();
      if (req.url === '/gone') return void res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>down</h1>');
      if (req.url === '/session') return void res.writeHead(401).end('{"code":50008,"message":"illegal token"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, message: 'ok', data: { echo: body } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  transport = createApiTransport();
});

afterAll(async () => {
  await transport.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const call = (path: string, overrides: Partial<Parameters<ApiTransport['send']>[0]> = {}) =>
  transport.send({ method: 'GET', url: `${origin}${path}`, headers: {}, body: null, timeoutMs: 1_000, ...overrides });

test('sends the method, path, query, headers and body, and answers the status and text', async () => {
  const answer = await call('/api/x?currency=EUR', {
    method: 'POST',
    headers: { 'X-App-Type': '501', 'Content-Type': 'application/json' },
    body: '{"a":1}',
  });
  expect(answer).toEqual({ status: 200, text: '{"code":0,"message":"ok","data":{"echo":"{\\"a\\":1}"}}' });
  expect(received[0]).toMatchObject({ method: 'POST', url: '/api/x?currency=EUR', body: '{"a":1}' });
  expect(received[0]?.headers).toMatchObject({ 'x-app-type': '501', 'content-type': 'application/json' });
});

test('answers any status, with the body as text', async () => {
  await expect(call('/gone')).resolves.toEqual({ status: 503, text: '<h1>down</h1>' });
});

test('calls in turn reuse kept-alive connections', async () => {
  for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) await call(path);
  expect(new Set(received.map((request) => request.socket)).size).toBeLessThan(3);
});

test('a call that outlasts its time rejects as axios names it, before the answer comes (which would have resolved it)', async () => {
  await expect(call('/slow', { timeoutMs: 200 })).rejects.toEqual({ code: 'ECONNABORTED', message: 'timeout of 200ms exceeded' });
});

test('a call its caller cancels rejects with ERR_CANCELED', async () => {
  const controller = new AbortController();
  const pending = call('/slow', { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toEqual({ code: 'ERR_CANCELED', message: 'canceled' });
});

test('nothing listening is a network error, never a throw of its own', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await expect(
    transport.send({ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {}, body: null, timeoutMs: 1_000 }),
  ).rejects.toMatchObject({
    code: 'ERR_NETWORK',
  });
});

test("a request's API client on the host sends through it: the visitor's token and address, the envelope's data, a dead session's code", async () => {
  const env = parseHostEnv({ API_BASE: origin, API_TIMEOUT_MS: '1000' });
  const { page } = serverPageContext(env, createHostCookies({ secure: false, domain: undefined }), transport.send, {
    locale: 'en',
    basename: '/',
    token: 'tok',
    visitorIp: '203.0.113.9',
    deviceToken: null,
    country: async () => '',
  });
  const http = await page.api();
  await expect(http.post('/api/echo', { b: 2 })).resolves.toEqual({ echo: '{"b":2}' });
  expect(received[0]?.headers).toMatchObject({ authorization: 'Bearer tok', 'x-forwarded-for': '203.0.113.9', 'x-app-type': '501' });
  await expect(http.get('/session')).rejects.toEqual({ code: 50008, message: 'illegal token' });
});
