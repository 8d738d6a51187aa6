import { defaultPlan, findPlan } from './plan-choice.ts';
import { pricePlan } from './priced-plan.ts';
import type { ApiPlan } from './plans-api.ts';

const plan = (id: number, months: number, list: string, sale: string, trial: string | null = null): ApiPlan => ({
  id,
  name: '',
  duration_months: months,
  price_amount: list,
  price_discount_amount: sale,
  trial_price: trial,
  currency: 'USD',
  currencySymbol: '$',
});

test('works out monthly prices, the discount and the trial with big.js, as 2-decimal text', () => {
  const priced = pricePlan(plan(3, 24, '311.76', '95.76'));
  expect([priced.total, priced.monthly, priced.listMonthly, priced.list]).toEqual(['95.76', '3.99', '12.99', '311.76']);
  expect(priced.discount).toBe(69);
  expect(pricePlan(plan(1, 1, '12.99', '12.99', '0.99'))).toMatchObject({ discount: null, trial: '0.99' });
  expect(JSON.parse(JSON.stringify(priced))).toEqual(priced);
});

test('a localised price in the plan currency replaces the charged price; another currency is logged and ignored', () => {
  const log = jest.fn();
  const same = pricePlan(plan(2, 12, '155.88', '59.88'), [{ product_id: 2, currency: 'USD', gross: '65.865' }], log);
  expect(same).toMatchObject({ total: '65.87', monthly: '5.49' });
  const other = pricePlan(plan(2, 12, '155.88', '59.88'), [{ product_id: 2, currency: 'EUR', gross: '55.00' }], log);
  expect(other.total).toBe('59.88');
  expect(log).toHaveBeenCalledWith('price localisation of plan 2 is in EUR, not USD: ignored');
});

test('the default plan is the best value; an unknown id finds nothing', () => {
  const plans = [
    pricePlan(plan(1, 1, '12.99', '12.99')),
    pricePlan(plan(2, 12, '155.88', '59.88')),
    pricePlan(plan(3, 24, '311.76', '95.76')),
  ];
  expect(defaultPlan(plans)?.id).toBe(3);
  expect(findPlan(plans, '2')?.id).toBe(2);
  expect(findPlan(plans, undefined)?.id).toBe(3);
  expect(findPlan(plans, '12')).toBeUndefined();
  expect(defaultPlan([])).toBeUndefined();
});
