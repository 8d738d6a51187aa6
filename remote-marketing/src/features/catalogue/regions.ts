/**
 * Facts behind the `/vpn-server/{region}` pages: where each region's servers are and what
 * people typically use them for. Texts live in `locales/<lang>/vpn-server.json`: city names
 * under `cities.<city>`, uses under `uses.<use>`, and the region's own `streaming` and `speed`
 * notes under `regions.<region>`.
 */
import type { Region } from './catalogue.ts';

/** Continents the index page groups regions by. */
export const CONTINENTS = ['europe', 'americas', 'asiaPacific'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** Typical uses a region page lists (`uses.<use>` in the bundle). */
export const REGION_USES = ['streaming', 'sports', 'gaming', 'banking', 'business', 'news'] as const;
export type RegionUse = (typeof REGION_USES)[number];

/** Server cities (`cities.<city>` in the bundle). */
export const CITIES = [
  'sydney',
  'melbourne',
  'brisbane',
  'perth',
  'saoPaulo',
  'rioDeJaneiro',
  'toronto',
  'montreal',
  'vancouver',
  'paris',
  'marseille',
  'lyon',
  'frankfurt',
  'berlin',
  'munich',
  'hongKong',
  'mumbai',
  'chennai',
  'jakarta',
  'surabaya',
  'milan',
  'rome',
  'tokyo',
  'osaka',
  'seoul',
  'busan',
  'singapore',
  'london',
  'manchester',
  'glasgow',
  'newYork',
  'losAngeles',
  'chicago',
  'miami',
] as const;
export type City = (typeof CITIES)[number];

/** What the catalogue knows about one region. */
export interface RegionInfo {
  readonly continent: Continent;
  /** Cities with servers, the main hub first. */
  readonly cities: readonly City[];
  /** Three typical uses, the most common first. */
  readonly uses: readonly RegionUse[];
}

/** Every region of spec section 2 with its cities and typical uses. */
export const REGION_INFO: Readonly<Record<Region, RegionInfo>> = {
  australia: { continent: 'asiaPacific', cities: ['sydney', 'melbourne', 'brisbane', 'perth'], uses: ['streaming', 'sports', 'gaming'] },
  brazil: { continent: 'americas', cities: ['saoPaulo', 'rioDeJaneiro'], uses: ['streaming', 'sports', 'gaming'] },
  canada: { continent: 'americas', cities: ['toronto', 'montreal', 'vancouver'], uses: ['streaming', 'banking', 'business'] },
  france: { continent: 'europe', cities: ['paris', 'marseille', 'lyon'], uses: ['streaming', 'news', 'business'] },
  germany: { continent: 'europe', cities: ['frankfurt', 'berlin', 'munich'], uses: ['gaming', 'streaming', 'business'] },
  hongkong: { continent: 'asiaPacific', cities: ['hongKong'], uses: ['business', 'gaming', 'banking'] },
  india: { continent: 'asiaPacific', cities: ['mumbai', 'chennai'], uses: ['streaming', 'sports', 'banking'] },
  indonesia: { continent: 'asiaPacific', cities: ['jakarta', 'surabaya'], uses: ['gaming', 'banking', 'news'] },
  italy: { continent: 'europe', cities: ['milan', 'rome'], uses: ['sports', 'streaming', 'news'] },
  japan: { continent: 'asiaPacific', cities: ['tokyo', 'osaka'], uses: ['streaming', 'gaming', 'business'] },
  korea: { continent: 'asiaPacific', cities: ['seoul', 'busan'], uses: ['streaming', 'gaming', 'banking'] },
  singapore: { continent: 'asiaPacific', cities: ['singapore'], uses: ['business', 'gaming', 'banking'] },
  uk: { continent: 'europe', cities: ['london', 'manchester', 'glasgow'], uses: ['streaming', 'sports', 'banking'] },
  usa: { continent: 'americas', cities: ['newYork', 'losAngeles', 'chicago', 'miami'], uses: ['streaming', 'gaming', 'business'] },
};

/** Regions of one continent, in the catalogue's order. */
export function regionsIn(continent: Continent, regions: readonly Region[]): Region[] {
  return regions.filter((region) => REGION_INFO[region].continent === continent);
}
