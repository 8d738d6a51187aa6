import { DEFAULT_LOCALE, type RouteLocale } from '@meridian/shared/locales';
import { splitLocale } from '@meridian/shared/routing';

/** The page's language: the locale prefix of the request path, en when it has none (spec section 2). */
export function requestLocale(request: Request): RouteLocale {
  return splitLocale(new URL(request.url).pathname).prefix ?? DEFAULT_LOCALE;
}

/** The request's path, for 404 messages. */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname;
}
