/**
 * Migration 2: currencies (rule checkout.currency) and the plan catalogue with prices in USD, AUD,
 * CAD and GBP. Amounts are integer cents (minor units); trial prices apply to the first month.
 */
import type { Migration } from '../migrate.ts';

const CURRENCIES: ReadonlyArray<readonly [code: string, symbol: string, country: string]> = [
  ['USD', '$', 'US'],
  ['AUD', 'A$', 'AU'],
  ['CAD', 'CA$', 'CA'],
  ['GBP', '£', 'GB'],
];

const PLANS: ReadonlyArray<readonly [id: number, name: string, months: number, unit: string]> = [
  [1, '1 month', 1, 'month'],
  [2, '1 year', 12, 'year'],
  [3, '2 years', 24, 'year'],
];

// [plan, currency, list price, sale price, trial price or null]
const PRICES: ReadonlyArray<readonly [number, string, number, number, number | null]> = [
  [1, 'USD', 1299, 1299, 99],
  [2, 'USD', 15588, 5988, null],
  [3, 'USD', 31176, 9576, null],
  [1, 'AUD', 1999, 1999, 149],
  [2, 'AUD', 23988, 8988, null],
  [3, 'AUD', 47976, 14376, null],
  [1, 'CAD', 1799, 1799, 129],
  [2, 'CAD', 21588, 8388, null],
  [3, 'CAD', 43176, 13176, null],
  [1, 'GBP', 1099, 1099, 79],
  [2, 'GBP', 13188, 4788, null],
  [3, 'GBP', 26376, 7176, null],
];

export const seedCatalogue: Migration = {
  version: 2,
  name: 'seed-catalogue',
  up(db) {
    const currency = db.prepare('INSERT INTO currencies (code, symbol, country_code) VALUES (?, ?, ?)');
    for (const row of CURRENCIES) currency.run(...row);
    const plan = db.prepare('INSERT INTO plans (id, name, duration_months, price_unit, sort_order) VALUES (?, ?, ?, ?, ?)');
    PLANS.forEach(([id, name, months, unit], i) => plan.run(id, name, months, unit, i));
    const price = db.prepare('INSERT INTO plan_prices (plan_id, currency, list_cents, sale_cents, trial_cents) VALUES (?, ?, ?, ?, ?)');
    for (const row of PRICES) price.run(...row);
  },
};
