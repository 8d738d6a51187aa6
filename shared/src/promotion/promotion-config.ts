/**
 * The remote promotion config (startTime, endTime, isFestival, text segments
 * with colours), served by the reference api as bare JSON at `/config/promotion.json`, and the
 * festival rule (rule popup.festival).
 */
/** One coloured piece of the festival text. */
export interface PromotionSegment {
  readonly text: string;
  readonly color: string;
}

/**
 * The promotion config; times are ISO 8601 strings or epoch ms. `segments` is the English text;
 * `translations` carries the same segments per language code.
 */
export interface PromotionConfig {
  readonly startTime: string | number;
  readonly endTime: string | number;
  readonly isFestival: boolean;
  readonly segments: readonly PromotionSegment[];
  readonly translations: Readonly<Record<string, readonly PromotionSegment[]>>;
}

type Fields = Readonly<Record<string, unknown>>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInstant = (value: unknown): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') && Number.isFinite(toEpochMs(value));

/** The segments of `value` when it is a list of `{ text, color }` strings, else null. */
function segmentsOf(value: unknown): PromotionSegment[] | null {
  if (!Array.isArray(value)) return null;
  const segments = value.filter(
    (item): item is PromotionSegment => isFields(item) && typeof item.text === 'string' && typeof item.color === 'string',
  );
  return segments.length === value.length ? segments.map(({ text, color }) => ({ text, color })) : null;
}

/** The festival text in `language`, else in English (the config's own segments). */
export function segmentsFor(config: PromotionConfig, language: string): readonly PromotionSegment[] {
  const translated = Object.hasOwn(config.translations, language) ? config.translations[language] : undefined;
  return translated && translated.length > 0 ? translated : config.segments;
}

/** Epoch ms of an ISO string or a number (NaN when unparseable). */
function toEpochMs(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** Validates an unknown JSON body; returns null when it is not a promotion config (plain guards: this runs in every page). */
export function parsePromotionConfig(body: unknown): PromotionConfig | null {
  if (!isFields(body) || !isInstant(body.startTime) || !isInstant(body.endTime) || typeof body.isFestival !== 'boolean') return null;
  const segments = body.segments === undefined ? [] : segmentsOf(body.segments);
  if (segments === null) return null;
  const translations: Record<string, PromotionSegment[]> = {};
  if (body.translations !== undefined) {
    if (!isFields(body.translations)) return null;
    for (const [language, value] of Object.entries(body.translations)) {
      const translated = segmentsOf(value);
      if (translated === null) return null;
      translations[language] = translated;
    }
  }
  return { startTime: body.startTime, endTime: body.endTime, isFestival: body.isFestival, segments, translations };
}

/**
 * A festival is active when `now` (epoch ms) is between startTime and endTime,
 * both ends included. `isFestival: false` switches the festival off whatever the dates (the
 * reference api documents the same rule). A missing config means no festival (rule popup.festival).
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
