import { bestOfferOf, dealLineOf } from './offer.ts';

const monthly = { id: 1, duration_months: 1, money: '12.99', currency: 'USD', discount_percent: 0 };
const yearly = { id: 2, duration_months: 12, money: '4.99', currency: 'USD', discount_percent: 62 };
const twoYears = { id: 3, duration_months: 24, money: '3.99', currency: 'USD', discount_percent: 69 };

test('the offer is the plan with the lowest monthly price, with its saving', () => {
  expect(bestOfferOf({ plans: [monthly, yearly, twoYears] })).toEqual({ planId: 3, currency: 'USD', monthly: '3.99', saving: 69 });
});

test('on a tie the longer term wins; a small saving is shown at the 59 % baseline, none as null', () => {
  expect(bestOfferOf({ plans: [{ ...yearly, money: '3.99', discount_percent: 20 }, twoYears] })?.planId).toBe(3);
  expect(bestOfferOf({ plans: [{ ...yearly, discount_percent: 20 }] })?.saving).toBe(59);
  expect(bestOfferOf({ plans: [monthly] })?.saving).toBeNull();
});

test('plans of another shape are skipped; no offer without a priced plan', () => {
  expect(bestOfferOf({ plans: [{ ...twoYears, money: '1e3' }, yearly] })?.planId).toBe(2);
  expect(bestOfferOf({ plans: [{ ...twoYears, currency: 'usd' }] })).toBeNull();
  expect(bestOfferOf({ plans: 'none' })).toBeNull();
  expect(bestOfferOf(null)).toBeNull();
});

test('the festival line is the popup’s segments as one text; blank segments are no line', () => {
  expect(dealLineOf([{ text: 'Black Friday: ' }, { text: 'up to 69% off' }, { text: ' on the 2-year plan' }])).toBe(
    'Black Friday: up to 69% off on the 2-year plan',
  );
  expect(dealLineOf([{ text: '  ' }])).toBeNull();
  expect(dealLineOf([])).toBeNull();
});
