/**
 * Posts write the product name as `{{brand}}`, like the message bundles (docs/messages.md);
 * pages fill in the brand the host is configured with.
 */
import { brandVariables } from '@meridian/shared/i18n';
import type { PostSummary } from './content-types.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** `text` with the brand filled in, `{{brandCompound}}` as in "Meridian-VPN-App" (plain text: React escapes it when rendering). */
export function withBrand(text: string, brand: string): string {
  const { brandCompound } = brandVariables(brand);
  return text.replaceAll('{{brand}}', brand).replaceAll('{{brandCompound}}', brandCompound);
}

/** Sanitised `html` with the brand filled in as escaped text, so the brand cannot add markup. */
export function withBrandHtml(html: string, brand: string): string {
  return withBrand(html, escapeHtml(brand));
}

/** A summary whose texts have the brand filled in. */
export function brandSummary<T extends PostSummary>(post: T, brand: string): T {
  return {
    ...post,
    title: withBrand(post.title, brand),
    ...(post.titlePhrases ? { titlePhrases: post.titlePhrases.map((phrase) => withBrand(phrase, brand)) } : {}),
    description: withBrand(post.description, brand),
    author: withBrand(post.author, brand),
    cover: { ...post.cover, alt: withBrand(post.cover.alt, brand) },
  };
}
