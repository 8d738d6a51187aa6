import { createAnalyticsEvent, toParamList } from './analytics-event.ts';

const at = Date.UTC(2026, 10, 23, 6, 1, 0);

test('fills every field of the event of rule analytics.event, with app type 501', () => {
  const event = createAnalyticsEvent(
    'click_buy',
    { plan: 'year', price: 59.99 },
    {
      frontId: 'f-1',
      userProperties: { vip: true },
      language: 'de',
      device: 'desktop',
      country: 'Germany',
      countryCode: 'DE',
      ip: '203.0.113.9',
    },
    at,
  );
  expect(event).toEqual({
    event_name: 'click_buy',
    event_datetime: '2026-11-23T06:01:00.000Z',
    event_timestamp: at,
    event_params: [
      { key: 'plan', value: 'year' },
      { key: 'price', value: 59.99 },
    ],
    front_id: 'f-1',
    user_properties: { vip: true },
    language: 'de',
    device: 'desktop',
    country: 'Germany',
    country_code: 'DE',
    app_name: 'Web_Master',
    ip: '203.0.113.9',
    app_type: 501,
  });
});

test('defaults missing context to empty strings and no params to an empty list', () => {
  const event = createAnalyticsEvent('page_show', undefined, {}, at);
  expect(event.event_params).toEqual([]);
  expect(event.ip).toBe('');
  expect(event.country_code).toBe('');
  expect(event.app_name).toBe('Web_Master');
});

test('throws a RangeError for an invalid time', () => {
  expect(() => createAnalyticsEvent('x', {}, {}, Number.NaN)).toThrow(RangeError);
});

test('turns a flat record into a key/value list in order', () => {
  expect(toParamList({ b: 1, a: null })).toEqual([
    { key: 'b', value: 1 },
    { key: 'a', value: null },
  ]);
});
