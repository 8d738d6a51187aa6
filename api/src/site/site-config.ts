/**
 * Remote configuration documents kept in table site_config as JSON, each with its schema:
 * the promotion config (rule popup.festival: festival window and coloured text segments),
 * the latest-build info (rule shell.build-poll) and the payment common params.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, ROUTE_LOCALES } from '@meridian/shared/locales';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';

const isoTime = z.iso.datetime({ offset: true });

/** The route languages other than English, which the English `segments` stand in for. */
const translatedLocales = ROUTE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

const segments = z.array(z.object({ text: z.string().min(1).max(200), color: z.string().regex(/^#[0-9A-Fa-f]{6}$/) })).max(20);

/**
 * Promotion config: a festival is on while now is in [startTime, endTime] and isFestival.
 * `segments` is the English text; `translations` the same text per route language (rule lang.every-string),
 * English standing in for a language without one.
 */
export const promotionSchema = z
  .object({
    startTime: isoTime,
    endTime: isoTime,
    isFestival: z.boolean(),
    segments,
    translations: z.partialRecord(z.enum(translatedLocales), segments).optional(),
  })
  .refine((p) => Date.parse(p.startTime) <= Date.parse(p.endTime), { message: 'startTime must not be after endTime' });

/** The latest deployed build of the site; a changed id tells clients to reload on chunk errors. */
export const latestBuildSchema = z.object({ id: z.string().min(1).max(100) });

/** Payment settings the checkout reads; providers' purchase calls come later. */
export const paymentParamsSchema = z.object({
  default_currency: z.string().length(3),
  price_decimals: z.number().int(),
  discount_baseline_percent: z.number(),
  providers: z.array(z.object({ id: z.string(), enabled: z.boolean() })),
});

/** The schema of each site_config key. */
export const SITE_CONFIG_SCHEMAS = {
  promotion: promotionSchema,
  latest_build: latestBuildSchema,
  payment_common_params: paymentParamsSchema,
} as const;

/** A key of table site_config. */
export type SiteConfigKey = keyof typeof SITE_CONFIG_SCHEMAS;

const valueRow = z.object({ value: z.string() });

/**
 * Reads one document and validates it with `schema` (its entry in SITE_CONFIG_SCHEMAS).
 * @throws Error naming the key when it is missing or no longer matches the schema
 */
export function readSiteConfig<S extends z.ZodType>(ctx: AppContext, key: SiteConfigKey, schema: S): z.infer<S> {
  const row = getRow(ctx.db, valueRow, 'SELECT value FROM site_config WHERE key = ?', key);
  if (row === undefined) throw new Error(`Reading site config ${key}: missing`);
  const parsed = schema.safeParse(JSON.parse(row.value));
  if (!parsed.success) throw new Error(`Reading site config ${key}: ${parsed.error.message}`);
  return parsed.data;
}

/** Replaces one document; `value` must already be validated by its schema. */
export function writeSiteConfig(ctx: AppContext, key: SiteConfigKey, value: unknown): void {
  run(
    ctx.db,
    `INSERT INTO site_config (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    key,
    JSON.stringify(value),
    ctx.now(),
  );
}
