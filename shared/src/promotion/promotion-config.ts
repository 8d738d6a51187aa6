/**
 * The remote promotion config (spec section 3: startTime, endTime, isFestival, text segments
 * with colours), served by the reference api as bare JSON at `/config/promotion.json`, and the
 * festival rule of spec section 4.
 */
import { z } from 'zod';

const instant = z.union([z.string(), z.number()]).refine((value) => Number.isFinite(toEpochMs(value)), {
  message: 'must be an ISO date-time or epoch milliseconds',
});

const segment = z.object({ text: z.string(), color: z.string() });

/**
 * Schema of the promotion config; times are ISO 8601 strings or epoch ms. `segments` is the
 * English text; `translations` carries the same segments per language code (issue 11).
 */
export const promotionConfigSchema = z.object({
  startTime: instant,
  endTime: instant,
  isFestival: z.boolean(),
  segments: z.array(segment).default([]),
  translations: z.record(z.string(), z.array(segment)).default({}),
});

/** One coloured piece of the festival text. */
export type PromotionSegment = z.infer<typeof segment>;

/** The festival text in `language`, else in English (the config's own segments). */
export function segmentsFor(config: PromotionConfig, language: string): readonly PromotionSegment[] {
  const translated = Object.hasOwn(config.translations, language) ? config.translations[language] : undefined;
  return translated && translated.length > 0 ? translated : config.segments;
}

/** The promotion config as parsed. */
export type PromotionConfig = z.infer<typeof promotionConfigSchema>;

/** Epoch ms of an ISO string or a number (NaN when unparseable). */
function toEpochMs(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** Validates an unknown JSON body; returns null when it is not a promotion config. */
export function parsePromotionConfig(body: unknown): PromotionConfig | null {
  const parsed = promotionConfigSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * Spec section 4: a festival is active when `now` (epoch ms) is between startTime and endTime,
 * both ends included. `isFestival: false` switches the festival off whatever the dates (the
 * reference api documents the same rule). A missing config means no festival.
 */
export function isFestivalActive(config: PromotionConfig | null | undefined, now: number): boolean {
  if (config === null || config === undefined || !config.isFestival) return false;
  return toEpochMs(config.startTime) <= now && now <= toEpochMs(config.endTime);
}

/**
 * Fetches and validates the promotion config once. Resolves with the config, or with null when
 * the request fails, the status is not 2xx or the body is not a promotion config (so it can be
 * handed to `pollRemoteConfig`, which retries on null). `url` defaults to the api's path.
 */
export async function fetchPromotionConfig(
  fetchFn: (url: string) => Promise<Pick<Response, 'ok' | 'json'>>,
  url = '/config/promotion.json',
): Promise<PromotionConfig | null> {
  try {
    const response = await fetchFn(url);
    if (!response.ok) return null;
    return parsePromotionConfig(await response.json());
  } catch {
    return null;
  }
}
