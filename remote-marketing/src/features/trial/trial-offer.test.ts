import { trialOfferOf } from './trial-offer.ts';

const monthly = { id: 1, duration_months: 1, price_discount_amount: '12.99', trial_price: '0.99', currency: 'USD' };
const yearly = { id: 2, duration_months: 12, price_discount_amount: '59.88', trial_price: null, currency: 'USD' };

test('the trial is the monthly plan with a trial price', () => {
  expect(trialOfferOf({ plans: [yearly, monthly] })).toEqual({ planId: 1, currency: 'USD', trial: '0.99', monthly: '12.99' });
});

test('no trial when no monthly plan has a trial price, or the answer has another shape', () => {
  expect(trialOfferOf({ plans: [yearly, { ...monthly, trial_price: null }] })).toBeNull();
  expect(trialOfferOf({ plans: [{ ...monthly, trial_price: '1e3' }] })).toBeNull();
  expect(trialOfferOf({ plans: [{ ...monthly, currency: 'usd' }] })).toBeNull();
  expect(trialOfferOf({ plans: 'none' })).toBeNull();
  expect(trialOfferOf(null)).toBeNull();
});
