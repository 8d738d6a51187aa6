import { DatabaseSync } from 'node:sqlite';
import { startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const EVENTS = '/api/mms/analytics/v1/events';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const event = {
  event_name: 'page_show',
  event_datetime: '2026-11-21 12:00:00',
  event_timestamp: 1795269600000,
  event_params: [
    { key: 'page', value: '/pricing' },
    { key: 'scroll', value: 40 },
  ],
  front_id: 'f-123',
  user_properties: { plan: 'none' },
  language: 'en',
  device: { os: 'Mac OS', version: '15.1', mobile: false },
  country: 'United States',
  country_code: 'US',
  app_name: 'Web_Master',
  ip: '203.0.113.7',
  app_type: 501,
};

test('stores a batch of events', async () => {
  const res = await t.call('POST', EVENTS, { body: { user_id: 100001, events: [event, { ...event, event_name: 'click' }] } });
  expect(res.json()).toEqual({ code: 0, message: 'ok', data: { accepted: 2 } });
  const db = new DatabaseSync(t.config.dbPath, { readOnly: true });
  const rows = db.prepare('SELECT user_id, event_name, event_timestamp, payload FROM analytics_events ORDER BY id').all();
  db.close();
  expect(rows.map((r) => r.event_name)).toEqual(['page_show', 'click']);
  expect(rows[0]).toMatchObject({ user_id: '100001', event_timestamp: 1795269600000 });
  expect(JSON.parse(String(rows[0]?.payload))).toMatchObject({ front_id: 'f-123', device: { os: 'Mac OS' } });
});

test('accepts events from anonymous visitors with minimal fields', async () => {
  const res = await t.call('POST', EVENTS, { body: { events: [{ event_name: 'x', event_timestamp: 1, app_type: '501' }] } });
  expect(res.json().data.accepted).toBe(1);
});

test.each([
  ['no events', { events: [] }, 'events'],
  ['no event list', {}, 'events'],
  ['another app type', { events: [{ ...event, app_type: 101 }] }, 'events.0.app_type'],
  ['no event name', { events: [{ ...event, event_name: '' }] }, 'events.0.event_name'],
  ['a bad parameter list', { events: [{ ...event, event_params: [{ key: 'a', value: { nested: 1 } }] }] }, 'events.0.event_params.0.value'],
  ['too many events', { events: Array.from({ length: 51 }, () => event) }, 'events'],
])('refuses a batch with %s', async (_case, body, path) => {
  const res = await t.call('POST', EVENTS, { body });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields[0].path).toBe(path);
});

describe('abuse bounds', () => {
  const stored = () => {
    const db = new DatabaseSync(t.config.dbPath, { readOnly: true });
    try {
      return Number(db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get()?.n);
    } finally {
      db.close();
    }
  };

  test('one address flooding the call is mostly refused with 429 and the table stays bounded', async () => {
    const batch = { events: Array.from({ length: 50 }, (_, i) => ({ ...event, event_timestamp: i })) };
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) statuses.push((await t.call('POST', EVENTS, { body: batch })).statusCode);
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThanOrEqual(240);
    expect(statuses.filter((status) => status !== 429 && status !== 200)).toEqual([]);
    expect(stored()).toBeLessThanOrEqual(t.config.analytics.perIpPerDay);
  });

  test('a refusal is the JSON 429 with Retry-After', async () => {
    let res = await t.call('POST', EVENTS, { body: { events: [event] } });
    for (let i = 0; i < 100 && res.statusCode !== 429; i += 1) res = await t.call('POST', EVENTS, { body: { events: [event] } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429 });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('refuses a body over 32 KB with 413', async () => {
    const params = Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, value: 'x'.repeat(1000) }));
    const res = await t.call('POST', EVENTS, { body: { events: [{ ...event, event_params: params }] } });
    expect(res.statusCode).toBe(413);
    expect(stored()).toBe(0);
  });
});
