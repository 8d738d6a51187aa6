import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_COOKIE, TOKEN_COOKIE } from '@meridian/shared/user';
import type { BootData } from '../boot-data.ts';
import { createPageRuntime } from '../shell/runtime/page-runtime.client.ts';
import { createPageContext } from './page-context.client.ts';

/** The backend on loopback (decision 026): geo_info and the profile, with the CORS headers the real one sends. */
let api: Server;
let apiBase = '';
const seen: { path: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  api = createServer((request: IncomingMessage, response) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
    response.setHeader('access-control-allow-methods', 'GET, POST');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/mms/account/v1/geo_info')
      return void response.end(JSON.stringify({ user_ip: '203.0.113.7', country: 'Germany', country_code: 'de' }));
    if (request.url === '/api/mms/account/v1/web/profile')
      return void response.end(
        JSON.stringify({ user_id: 7, email: 'ann@example.com', is_password_set: true, is_anonymous: false, vip: { is_vip: false } }),
      );
    response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

beforeEach(() => {
  window.localStorage.clear();
  for (const name of [TOKEN_COOKIE, DEVICE_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined })) as never;
  seen.length = 0;
});

function page() {
  const boot = {
    locale: 'de',
    basename: '/de',
    brand: 'Meridian VPN',
    site: { publicOrigin: 'https://www.example.com' },
    apiBase,
    cookies: { secure: false },
  } as unknown as BootData;
  const runtime = createPageRuntime(boot);
  return { runtime, context: createPageContext(boot, runtime) };
}

test("an area's loader gets the page's language, basename, brand, public origin and API base", () => {
  const { context } = page();
  expect(context).toMatchObject({ locale: 'de', basename: '/de', brand: 'Meridian VPN', publicOrigin: 'https://www.example.com', apiBase });
});

test('signing in keeps the token and the device cookie; signing out forgets the token', async () => {
  const { context } = page();
  expect(context.signedIn()).toBe(false);
  expect(context.deviceToken()).toBeNull();
  await context.signIn({ token: 'tok-ann', deviceToken: 'dev-ann' });
  expect(context.signedIn()).toBe(true);
  expect(context.deviceToken()).toBe('dev-ann');
  expect(document.cookie).toContain(`${DEVICE_COOKIE}=dev-ann`);
  await context.signOut();
  expect(context.signedIn()).toBe(false);
  // The device stays known: the next sign-in from this browser skips the emailed code.
  expect(context.deviceToken()).toBe('dev-ann');
});

test("the API client carries the visitor's session", async () => {
  const { context } = page();
  await context.signIn({ token: 'tok-ann' });
  const http = await context.api();
  await http.get('/api/mms/account/v1/web/profile');
  expect(seen.filter(({ path }) => path === '/api/mms/account/v1/web/profile').at(-1)?.authorization).toBe('Bearer tok-ann');
});

test("the visitor's country is geo_info's code, asked once per page", async () => {
  const { context } = page();
  expect(await context.country()).toBe('DE');
  expect(await context.country()).toBe('DE');
  expect(seen.filter(({ path }) => path === '/api/mms/account/v1/geo_info')).toHaveLength(1);
});
