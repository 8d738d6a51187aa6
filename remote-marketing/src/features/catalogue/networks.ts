/**
 * Facts behind the `/vpn-for-social-media/{id}` pages: which benefits each network's page
 * leads with. Texts live in `locales/<lang>/vpn-for-social-media.json` (`benefits.<benefit>`,
 * and each network's own `why` and `tip` under `networks.<id>`).
 */
import type { Network } from './catalogue.ts';

/** Benefits a network page may list (`benefits.<benefit>.title` and `.text`). */
export const SOCIAL_BENEFITS = ['publicWifi', 'hideIp', 'travel', 'calls', 'uploads', 'streaming'] as const;
export type SocialBenefit = (typeof SOCIAL_BENEFITS)[number];

/** The three benefits each network page shows, the most relevant first. */
export const NETWORK_BENEFITS: Readonly<Record<Network, readonly SocialBenefit[]>> = {
  facebook: ['publicWifi', 'hideIp', 'travel'],
  instagram: ['publicWifi', 'uploads', 'hideIp'],
  tiktok: ['hideIp', 'uploads', 'publicWifi'],
  x: ['publicWifi', 'hideIp', 'travel'],
  youtube: ['streaming', 'travel', 'publicWifi'],
  whatsapp: ['calls', 'hideIp', 'publicWifi'],
};
