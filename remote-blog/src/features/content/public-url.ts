/**
 * Absolute public URLs of blog pages, for share links and structured data, from the public
 * origin the host decided (page context, decision 013): server and browser write the same URLs.
 */
import { localisePath } from '@meridian/shared/routing';
import type { PageContext } from '@meridian/shared/route-module';

/** `https://www.example.com/de/blog/x` for a German page and path `/blog/x` (en is unprefixed). */
export function publicPageUrl(page: Pick<PageContext, 'publicOrigin' | 'locale'>, path: string): string {
  return `${page.publicOrigin.replace(/\/+$/, '')}${localisePath(page.locale, path)}`;
}
