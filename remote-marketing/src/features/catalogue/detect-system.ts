/**
 * The visitor's system for `/download` (decision 039): the User-Agent Client
 * Hint `Sec-CH-UA-Platform` first (Chromium sends it without asking), then the User-Agent. Only the
 * four systems with one obvious app are named; anything else (a TV, Linux, a bot) is null and the
 * page shows the full list.
 */
import type { Product } from './catalogue.ts';

/** A system the download page can offer first. */
export type DetectedSystem = Extract<Product, 'windows' | 'mac' | 'ios' | 'android'>;

const BY_PLATFORM_HINT: Readonly<Record<string, DetectedSystem>> = {
  windows: 'windows',
  macos: 'mac',
  ios: 'ios',
  android: 'android',
};

/** User-Agent patterns in the order they must be tried: iPadOS and Android also say "Mac" or "Linux". */
const BY_USER_AGENT: readonly (readonly [RegExp, DetectedSystem])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'ios'],
  [/\bAndroid\b/, 'android'],
  [/\bWindows NT\b/, 'windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'mac'],
];

/**
 * The system of a visitor from `platformHint` (the `Sec-CH-UA-Platform` header, quoted: '"Windows"')
 * and `userAgent`; null when neither names one of the four. A hint naming another platform
 * ('"Linux"', '"Chrome OS"') is believed: null, whatever the User-Agent says.
 */
export function detectSystem(platformHint: string | null, userAgent: string | null): DetectedSystem | null {
  const hint = platformHint?.trim().replace(/^"|"$/g, '').toLowerCase() ?? '';
  if (hint !== '') return Object.hasOwn(BY_PLATFORM_HINT, hint) ? (BY_PLATFORM_HINT[hint] ?? null) : null;
  const agent = userAgent ?? '';
  return BY_USER_AGENT.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
}
