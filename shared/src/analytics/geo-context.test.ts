import { createAnalyticsEvent } from './analytics-event.ts';
import { geoContext } from './geo-context.ts';

test('turns a geo_info answer into the ip, country and country code of events', () => {
  const context = geoContext({ user_ip: '203.0.113.9', country: 'Germany', country_code: 'de' });
  expect(context).toEqual({ ip: '203.0.113.9', country: 'Germany', countryCode: 'DE' });
  expect(createAnalyticsEvent('page_show', {}, context, 0)).toMatchObject({ ip: '203.0.113.9', country: 'Germany', country_code: 'DE' });
});

test('leaves out what the API does not know, so a later answer can still fill it', () => {
  expect(geoContext({ user_ip: '127.0.0.1', country: '', country_code: '' })).toEqual({ ip: '127.0.0.1' });
  expect(geoContext({ user_ip: 42, country: null })).toEqual({});
  expect(geoContext(null)).toEqual({});
  expect(geoContext('203.0.113.9')).toEqual({});
});
