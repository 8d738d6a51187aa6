import { fakeApiClient, okReply } from '../../testing/fake-api.ts';
import { GEO_INFO_PATH, fetchGeoInfo } from './geo-info.ts';

const GEO = { user_ip: '203.0.113.7', country: 'Germany', country_code: 'DE' };

test('posts an empty body to geo_info with X-App-Type 501 and resolves to the data', async () => {
  const { client, requests } = fakeApiClient(okReply(GEO));
  await expect(fetchGeoInfo(client)).resolves.toEqual(GEO);
  expect(requests[0]?.method).toBe('post');
  expect(requests[0]?.url).toBe(GEO_INFO_PATH);
  expect(requests[0]?.headers.get('X-App-Type')).toBe('501');
  expect(requests[0]?.data).toBeUndefined();
});

test('rejects with the API error when the call fails', async () => {
  const { client } = fakeApiClient({ status: 429, body: { code: 429, message: 'Too many requests' } });
  await expect(fetchGeoInfo(client)).rejects.toMatchObject({ code: 429 });
});

test('rejects naming the call when the data is not geo_info shaped', async () => {
  const { client } = fakeApiClient(okReply({ ip: '203.0.113.7' }));
  await expect(fetchGeoInfo(client)).rejects.toThrow(`reading POST ${GEO_INFO_PATH}`);
});
