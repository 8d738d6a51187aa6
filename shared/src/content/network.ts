/**
 * The company's server network (decision 043; rule proof.one-source): the one place that says
 * which countries, cities and how many servers the service has. The servers pages, the region
 * pages and every number the site claims about the network ("servers in N cities") read it,
 * so a claim can never disagree with the page that backs it. Texts live with the pages that
 * show them (the marketing area's `vpn-server` namespace: `cities.<city>`, `uses.<use>`,
 * `regions.<region>`); this module holds facts only and is bundled by each area that uses it.
 */

import { REGIONS, type Region } from './regions.ts';

export { REGIONS, type Region };

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

/** Every region of `./regions.ts` with its cities and typical uses. */
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

/**
 * Servers per city (whole numbers, at least 1). Fictional figures for this fictional company,
 * kept plausible: the main hub of a region carries the most.
 */
export const CITY_SERVERS: Readonly<Record<City, number>> = {
  sydney: 64,
  melbourne: 38,
  brisbane: 18,
  perth: 14,
  saoPaulo: 46,
  rioDeJaneiro: 22,
  toronto: 72,
  montreal: 40,
  vancouver: 36,
  paris: 96,
  marseille: 28,
  lyon: 20,
  frankfurt: 128,
  berlin: 54,
  munich: 32,
  hongKong: 58,
  mumbai: 44,
  chennai: 18,
  jakarta: 30,
  surabaya: 12,
  milan: 48,
  rome: 26,
  tokyo: 92,
  osaka: 34,
  seoul: 50,
  busan: 16,
  singapore: 84,
  london: 136,
  manchester: 42,
  glasgow: 18,
  newYork: 148,
  losAngeles: 112,
  chicago: 64,
  miami: 56,
};

/** Totals the site may claim: countries (regions), cities and servers. */
export interface NetworkTotals {
  readonly countries: number;
  readonly cities: number;
  readonly servers: number;
}

/** Servers in one region: the sum over its cities. */
export function serversIn(region: Region): number {
  return REGION_INFO[region].cities.reduce((sum, city) => sum + CITY_SERVERS[city], 0);
}

/** The network's totals, computed from the lists above (never typed in by hand). */
export function networkTotals(): NetworkTotals {
  return {
    countries: REGIONS.length,
    cities: CITIES.length,
    servers: CITIES.reduce((sum, city) => sum + CITY_SERVERS[city], 0),
  };
}
