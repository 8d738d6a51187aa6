/**
 * Locale detection from the browser's preferred languages (spec section 4; issue 11): the
 * Accept-Language header negotiated against the 11 route locales with `negotiator`, in q-value
 * order, a regional tag matching its language (`en-GB` gives en, `es-419` es, `pt-PT` pt,
 * `de-AT` de). Garbage yields nothing; a header longer than any browser sends is ignored whole.
 */
import Negotiator from 'negotiator';
import { isRouteLocale, ROUTE_LOCALES, type RouteLocale } from '@meridian/shared/locales';

/** Longest header considered; real browsers send well under 200 characters. */
const MAX_HEADER_LENGTH = 1024;

/** The route locale the browser prefers most, or null when it names none of them. */
export function preferredLocale(header: string | undefined): RouteLocale | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...ROUTE_LOCALES]);
  return best !== undefined && isRouteLocale(best) ? best : null;
}
