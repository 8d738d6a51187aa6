/**
 * The site's `return_url`: where a provider sends the payer back. Only origins of
 * API_CORS_ORIGINS (the site's own) are allowed, so a purchase can never bounce a payer to
 * another site (open redirect).
 */

/** Longest accepted return_url, in characters. */
export const RETURN_URL_MAX = 2048;

/** True when `value` is an http(s) URL without credentials on one of `allowedOrigins`. */
export function isAllowedReturnUrl(value: string, allowedOrigins: readonly string[]): boolean {
  if (value.length > RETURN_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((origin) => origin.replace(/\/+$/, '') === url.origin);
}

/** `returnUrl` with `order_id` and `provider` set in its query (hash and other parameters kept). */
export function returnUrlFor(returnUrl: string, orderId: string, provider: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('order_id', orderId);
  url.searchParams.set('provider', provider);
  return url.href;
}
