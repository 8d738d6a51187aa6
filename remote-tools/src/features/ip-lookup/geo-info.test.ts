import { errorReply, fakeHttp, okReply } from '../../../../tooling/testing/fake-http.ts';
import { GEO_INFO_PATH, fetchGeoInfo, lookUpGeo } from './geo-info.ts';

const GEO = { user_ip: '203.0.113.7', country: 'Germany', country_code: 'DE' };
const ROUTE = `POST ${GEO_INFO_PATH}`;

test('posts an empty body to geo_info with X-App-Type 501 and resolves to the data', async () => {
  const http = fakeHttp({ [ROUTE]: okReply(GEO) });
  await expect(fetchGeoInfo(http.client)).resolves.toEqual(GEO);
  const [call] = http.callsTo(ROUTE);
  expect(call?.headers['X-App-Type']).toBe('501');
  expect(call?.body).toBeUndefined();
});

test('rejects with the API error when the call fails', async () => {
  const http = fakeHttp({ [ROUTE]: errorReply(429, 429, 'Too many requests') });
  await expect(fetchGeoInfo(http.client)).rejects.toMatchObject({ code: 429 });
});

test('rejects naming the call when the data is not geo_info shaped', async () => {
  const http = fakeHttp({ [ROUTE]: okReply({ ip: '203.0.113.7' }) });
  await expect(fetchGeoInfo(http.client)).rejects.toThrow(`reading POST ${GEO_INFO_PATH}`);
});

test('a lookup names the country in the page language', async () => {
  const http = fakeHttp({ [ROUTE]: okReply(GEO) });
  await expect(lookUpGeo({ api: async () => http.client, locale: 'fr' })).resolves.toEqual({
    status: 'success',
    info: GEO,
    countryName: 'Allemagne',
  });
});

test('a lookup that fails in any way is an error value, never a rejection', async () => {
  for (const reply of ['network-error', errorReply(500, 500), okReply(null)] as const) {
    const http = fakeHttp({ [ROUTE]: reply });
    await expect(lookUpGeo({ api: async () => http.client, locale: 'en' })).resolves.toEqual({ status: 'error' });
  }
});
