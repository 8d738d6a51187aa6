import { startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const PLANS = '/api/mms/payment/v1/providers/plans';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp({ trustProxy: true });
});
afterEach(async () => {
  await t.close();
});

const PLAN_FIELDS = [
  'id',
  'price_amount',
  'price_unit',
  'price_discount_amount',
  'price_deduction_amount',
  'trial_price',
  'money',
  'currency',
  'currencySymbol',
  'discount_percent',
];

test('lists plans in USD with the Plan fields of the contract', async () => {
  const data = (await t.call('GET', PLANS)).json().data;
  expect(data).toMatchObject({ from: null, country_code: 'US', currency: 'USD', currencySymbol: '$' });
  expect(data.plans).toHaveLength(3);
  for (const plan of data.plans) expect(Object.keys(plan)).toEqual(expect.arrayContaining(PLAN_FIELDS));
  expect(data.plans[2]).toMatchObject({
    id: 3,
    price_amount: '311.76',
    price_unit: 'year',
    price_discount_amount: '95.76',
    price_deduction_amount: '216.00',
    trial_price: null,
    money: '3.99',
    discount_percent: 69,
  });
  expect(data.plans[0]).toMatchObject({ id: 1, trial_price: '0.99', discount_percent: 0 });
});

test.each([
  ['1.1.1.1', 'AUD', 'A$'],
  ['81.2.69.160', 'GBP', '£'],
  ['8.8.8.8', 'USD', '$'],
])('prices for a visitor from %s in %s', async (ip, currency, symbol) => {
  const data = (await t.call('GET', PLANS, { headers: { 'x-forwarded-for': ip } })).json().data;
  expect(data).toMatchObject({ currency, currencySymbol: symbol });
  expect(data.plans[0]).toMatchObject({ currency, currencySymbol: symbol });
});

test('a currency query wins over the visitor’s country', async () => {
  const data = (await t.call('GET', `${PLANS}?currency=cad`)).json().data;
  expect(data.plans[1]).toMatchObject({ currency: 'CAD', currencySymbol: 'CA$', price_discount_amount: '83.88', money: '6.99' });
  expect((await t.call('GET', `${PLANS}?currency=EUR`)).json().data.currency).toBe('USD');
  expect((await t.call('GET', `${PLANS}?currency=US'D`)).json().code).toBe(40000);
});

test('echoes a valid X-From header and refuses a malformed one', async () => {
  expect((await t.call('GET', PLANS, { headers: { 'x-from': 'vpn-trial' } })).json().data.from).toBe('vpn-trial');
  const bad = await t.call('GET', PLANS, { headers: { 'x-from': "x'; DROP TABLE plans; --" } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().fields[0].path).toBe('x-from');
});

test('common params list providers, currencies and the contract constants', async () => {
  const data = (await t.call('GET', '/api/mms/payment/v1/providers/common/params')).json().data;
  expect(data).toMatchObject({ default_currency: 'USD', price_decimals: 2, discount_baseline_percent: 59 });
  expect(data.providers.map((p: { id: string }) => p.id)).toEqual(['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so']);
  expect(data.currencies).toEqual([
    { code: 'USD', symbol: '$', country_code: 'US' },
    { code: 'AUD', symbol: 'A$', country_code: 'AU' },
    { code: 'CAD', symbol: 'CA$', country_code: 'CA' },
    { code: 'GBP', symbol: '£', country_code: 'GB' },
  ]);
});

test('l10n/prices localises the requested products for a country, without X-App-Type', async () => {
  const res = await t.call('GET', '/l10n/prices?product_ids=2,3,99&customer_country=gb', { headers: { 'x-app-type': '' } });
  expect(res.json()).toEqual({
    code: 0,
    message: 'ok',
    data: {
      customer_country: 'GB',
      products: [
        { product_id: 2, currency: 'GBP', subscription: { price: { gross: '47.88' } } },
        { product_id: 3, currency: 'GBP', subscription: { price: { gross: '71.76' } } },
      ],
    },
  });
});

test('l10n/prices falls back to the visitor’s country and validates its query', async () => {
  const data = (await t.call('GET', '/l10n/prices?product_ids=1', { headers: { 'x-forwarded-for': '1.1.1.1' } })).json().data;
  expect(data).toEqual({
    customer_country: 'AU',
    products: [{ product_id: 1, currency: 'AUD', subscription: { price: { gross: '19.99' } } }],
  });
  for (const query of ['', '?product_ids=', '?product_ids=1;2', "?product_ids=1&customer_country=U'S"]) {
    expect((await t.call('GET', `/l10n/prices${query}`)).json().code).toBe(40000);
  }
});
