/**
 * The plan catalogue in the Plan shape of the API contract (decision 026), priced in one currency.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { allRows, getRow } from '../db/database.ts';
import { centsToDecimal, discountPercent, perPart } from './money.ts';

/**
 * One plan as the site reads it (decision 026). Amounts are 2-decimal strings:
 * price_amount the list price for the whole term, price_discount_amount what is charged,
 * price_deduction_amount their difference, trial_price the first month's price (or null),
 * money the charged price per month; price_unit is the term's unit ('month' or 'year').
 */
export interface Plan {
  readonly id: number;
  readonly name: string;
  readonly duration_months: number;
  readonly price_amount: string;
  readonly price_unit: string;
  readonly price_discount_amount: string;
  readonly price_deduction_amount: string;
  readonly trial_price: string | null;
  readonly money: string;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly discount_percent: number;
}

/** A currency the site shows prices in (rule checkout.currency). */
export interface Currency {
  readonly code: string;
  readonly symbol: string;
  readonly country_code: string;
}

const currencyRow = z.object({ code: z.string(), symbol: z.string(), country_code: z.string() });
const planRow = z.object({
  id: z.number(),
  name: z.string(),
  duration_months: z.number(),
  price_unit: z.string(),
  list_cents: z.number(),
  sale_cents: z.number(),
  trial_cents: z.number().nullable(),
});

/** Every currency, USD first. */
export function listCurrencies(ctx: AppContext): Currency[] {
  return allRows(ctx.db, currencyRow, "SELECT code, symbol, country_code FROM currencies ORDER BY code <> 'USD', code");
}

/**
 * The currency to price in: `requested` when known, else the one of `countryCode`, else USD.
 */
export function pickCurrency(ctx: AppContext, requested: string | undefined, countryCode: string): Currency {
  const byCode =
    requested === undefined
      ? undefined
      : getRow(ctx.db, currencyRow, 'SELECT code, symbol, country_code FROM currencies WHERE code = ?', requested);
  const chosen =
    byCode ??
    getRow(ctx.db, currencyRow, 'SELECT code, symbol, country_code FROM currencies WHERE country_code = ?', countryCode) ??
    getRow(ctx.db, currencyRow, "SELECT code, symbol, country_code FROM currencies WHERE code = 'USD'");
  if (chosen === undefined) throw new Error('Picking a currency: the currencies table has no USD row');
  return chosen;
}

/**
 * Active plans priced in `currency`, in display order; `ids` narrows to those plan ids.
 */
export function listPlans(ctx: AppContext, currency: Currency, ids?: readonly number[]): Plan[] {
  const rows = allRows(
    ctx.db,
    planRow,
    `SELECT p.id, p.name, p.duration_months, p.price_unit, pp.list_cents, pp.sale_cents, pp.trial_cents
       FROM plans p JOIN plan_prices pp ON pp.plan_id = p.id
      WHERE p.active = 1 AND pp.currency = ? ORDER BY p.sort_order`,
    currency.code,
  );
  return rows
    .filter((row) => ids === undefined || ids.includes(row.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      duration_months: row.duration_months,
      price_amount: centsToDecimal(row.list_cents),
      price_unit: row.price_unit,
      price_discount_amount: centsToDecimal(row.sale_cents),
      price_deduction_amount: centsToDecimal(row.list_cents - row.sale_cents),
      trial_price: row.trial_cents === null ? null : centsToDecimal(row.trial_cents),
      money: centsToDecimal(perPart(row.sale_cents, row.duration_months)),
      currency: currency.code,
      currencySymbol: currency.symbol,
      discount_percent: discountPercent(row.list_cents, row.sale_cents),
    }));
}
