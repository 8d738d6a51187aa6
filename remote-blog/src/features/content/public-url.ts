/**
 * Absolute public URLs of blog pages, for share links and structured data. The public origin
 * is fixed when the remote is built (`MERIDIAN_PUBLIC_ORIGIN`, see rspack.config.ts), so the
 * server and the browser write the same URLs and hydration matches.
 */
import { localisePath } from '@meridian/shared/routing';
import type { RouteLocale } from '@meridian/shared/locales';

declare const __BLOG_PUBLIC_ORIGIN__: string;

const ORIGIN = (typeof __BLOG_PUBLIC_ORIGIN__ === 'string' ? __BLOG_PUBLIC_ORIGIN__ : 'http://localhost:3000').replace(/\/+$/, '');

/** `https://www.example.com/de/blog/x` for locale `de` and path `/blog/x` (en is unprefixed). */
export function publicPageUrl(locale: RouteLocale, path: string): string {
  return `${ORIGIN}${localisePath(locale, path)}`;
}
