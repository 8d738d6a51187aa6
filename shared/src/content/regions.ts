/**
 * The company's server regions (decision 043), alone: the list the marketing area's route table
 * validates `/vpn-server/{region}` against and the sitemap walks. Kept apart from the rest of the
 * network's facts (`./network.ts`: cities, servers per city) so that a page's first load, whose
 * route table needs only these ids, does not carry the whole network.
 */

/** Region pages of `/vpn-server/{region}` (rule site.regions). */
export const REGIONS = [
  'australia',
  'brazil',
  'canada',
  'france',
  'germany',
  'hongkong',
  'india',
  'indonesia',
  'italy',
  'japan',
  'korea',
  'singapore',
  'uk',
  'usa',
] as const;

/** One server region id. */
export type Region = (typeof REGIONS)[number];
