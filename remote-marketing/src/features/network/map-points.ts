/**
 * Where the network's places sit on the servers map (`components/network-map.tsx`), in whole
 * degrees of longitude and latitude: enough for a map 360 units wide. Each region's marker sits
 * in its country, placed so that neighbours' markers do not overlap (Europe's four are 8 units
 * apart); each city is a dot at its own place.
 */
import type { City, Region } from '@meridian/shared/network';

/** Longitude (east positive) and latitude (north positive), degrees. */
export type LonLat = readonly [lon: number, lat: number];

/** The marker of each region, linked to its page. */
export const REGION_POINTS: Readonly<Record<Region, LonLat>> = {
  australia: [134, -25],
  brazil: [-51, -10],
  canada: [-100, 55],
  france: [2, 47],
  germany: [10, 51],
  hongkong: [114, 22],
  india: [79, 22],
  indonesia: [113, -3],
  italy: [12, 43],
  japan: [138, 36],
  korea: [128, 36],
  singapore: [104, 1],
  uk: [-2, 54],
  usa: [-98, 39],
};

/** The dot of each server city. */
export const CITY_POINTS: Readonly<Record<City, LonLat>> = {
  sydney: [151, -34],
  melbourne: [145, -38],
  brisbane: [153, -27],
  perth: [116, -32],
  saoPaulo: [-47, -24],
  rioDeJaneiro: [-43, -23],
  toronto: [-79, 44],
  montreal: [-74, 46],
  vancouver: [-123, 49],
  paris: [2, 49],
  marseille: [5, 43],
  lyon: [5, 46],
  frankfurt: [9, 50],
  berlin: [13, 53],
  munich: [12, 48],
  hongKong: [114, 22],
  mumbai: [73, 19],
  chennai: [80, 13],
  jakarta: [107, -6],
  surabaya: [113, -7],
  milan: [9, 45],
  rome: [12, 42],
  tokyo: [140, 36],
  osaka: [135, 35],
  seoul: [127, 38],
  busan: [129, 35],
  singapore: [104, 1],
  london: [0, 52],
  manchester: [-2, 54],
  glasgow: [-4, 56],
  newYork: [-74, 41],
  losAngeles: [-118, 34],
  chicago: [-88, 42],
  miami: [-80, 26],
};
