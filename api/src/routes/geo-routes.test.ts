import { startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const GEO = '/api/mms/account/v1/geo_info';
let t: TestApp;

afterEach(async () => {
  await t.close();
});

test('reports the fallback country for a loopback caller', async () => {
  t = await startTestApp();
  const res = await t.call('POST', GEO);
  expect(res.json()).toEqual({
    code: 0,
    message: 'ok',
    data: { user_ip: '127.0.0.1', country: 'United States', country_code: 'US' },
  });
});

test('accepts an empty JSON body', async () => {
  t = await startTestApp();
  const res = await t.call('POST', GEO, { raw: '', headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(200);
});

test('reports empty country fields when nothing is known and no fallback is set', async () => {
  t = await startTestApp({ geoFallbackCountry: null });
  expect((await t.call('POST', GEO)).json().data).toEqual({ user_ip: '127.0.0.1', country: '', country_code: '' });
});

test('ignores X-Forwarded-For unless the proxy is trusted', async () => {
  t = await startTestApp();
  const res = await t.call('POST', GEO, { headers: { 'x-forwarded-for': '81.2.69.160' } });
  expect(res.json().data.user_ip).toBe('127.0.0.1');
});

test('looks up the forwarded address in the embedded GeoIP data behind a trusted proxy', async () => {
  t = await startTestApp({ trustProxy: ['127.0.0.1'] });
  const gb = await t.call('POST', GEO, { headers: { 'x-forwarded-for': '81.2.69.160' } });
  expect(gb.json().data).toEqual({ user_ip: '81.2.69.160', country: 'United Kingdom', country_code: 'GB' });
  const v6 = await t.call('POST', GEO, { headers: { 'x-forwarded-for': '2001:4860:4860::8888' } });
  expect(v6.json().data.country_code).toBe('US');
});

test('trusts only the configured number of proxy hops', async () => {
  t = await startTestApp({ trustProxy: 1 });
  const res = await t.call('POST', GEO, { headers: { 'x-forwarded-for': '1.1.1.1, 81.2.69.160' } });
  expect(res.json().data).toMatchObject({ user_ip: '81.2.69.160', country_code: 'GB' });
});
