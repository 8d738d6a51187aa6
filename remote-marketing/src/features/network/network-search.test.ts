import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CITIES, REGIONS, type City, type Region } from '@meridian/shared/network';
import { MAX_QUERY_LENGTH, findLocations, readQuery, searchKey, type PlaceNames } from './network-search.ts';

interface Bundle {
  readonly cities: Readonly<Record<City, string>>;
  readonly regions: Readonly<Record<Region, { readonly name: string }>>;
}
const bundle = (lang: string): Bundle =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'locales', lang, 'vpn-server.json'), 'utf8')) as Bundle;

/** The names the page gives the search: the page's language, English and the region's id, as the page does. */
const namesIn = (lang: string): PlaceNames => {
  const page = bundle(lang);
  const english = bundle('en');
  return {
    region: (region) => [page.regions[region].name, english.regions[region].name, region],
    city: (city) => [page.cities[city], english.cities[city]],
  };
};
const found = (query: string, lang = 'en') =>
  findLocations(query, namesIn(lang)).map(({ region, cities }) => `${region}: ${cities.join(' ')}`);

describe('finding a server location by name', () => {
  test('an empty query, or only spaces, lists every region with all its cities', () => {
    for (const query of ['', '   ']) {
      const all = findLocations(query, namesIn('en'));
      expect(all.map((match) => match.region)).toEqual([...REGIONS]);
      expect(all.flatMap((match) => match.cities).sort()).toEqual([...CITIES].sort());
    }
  });

  test('part of a city name finds its region with that city only; a country name finds all its cities', () => {
    expect(found('tok')).toEqual(['japan: tokyo']);
    expect(found('Japan')).toEqual(['japan: tokyo osaka']);
    expect(found('  GERMANY ')).toEqual(['germany: frankfurt berlin munich']);
    expect(found('man')).toEqual(['germany: frankfurt berlin munich', 'uk: manchester']);
  });

  test('accents, case, spaces and hyphens are ignored both ways', () => {
    expect(found('sao paulo')).toEqual(['brazil: saoPaulo']);
    expect(found('SÃO-PAULO')).toEqual(['brazil: saoPaulo']);
    expect(found('hongkong')).toEqual(['hongkong: hongKong']);
    expect(found('Montréal')).toEqual(['canada: montreal']);
    expect(found('Tóquio', 'pt')).toEqual(['japan: tokyo']);
    expect(found('toquio', 'pt')).toEqual(['japan: tokyo']);
    expect(found('japon', 'es')).toEqual(['japan: tokyo osaka']);
  });

  test("names match in the page's language and in English, not in a third language", () => {
    expect(found('Tokio', 'es')).toEqual(['japan: tokyo']);
    expect(found('Tokyo', 'es')).toEqual(['japan: tokyo']);
    expect(found('東京', 'ja')).toEqual(['japan: tokyo']);
    expect(found('日本', 'ja')).toEqual(['japan: tokyo osaka']);
    expect(found('tokyo', 'ja')).toEqual(['japan: tokyo']);
    expect(found('طوكيو', 'ar')).toEqual(['japan: tokyo']);
    expect(found('Токио', 'ru')).toEqual(['japan: tokyo']);
    expect(found('東京', 'de')).toEqual([]);
    expect(found('Tokio', 'en')).toEqual([]);
  });

  test('Arabic is found with or without hamza and vowel marks', () => {
    const germany = bundle('ar').regions.germany.name;
    expect(germany).toMatch(/^أ/);
    expect(found(germany.replace(/^أ/, 'ا'), 'ar')).toEqual(['germany: frankfurt berlin munich']);
    expect(found(`${germany.slice(0, 1)}\u064e${germany.slice(1)}`, 'ar')).toEqual(['germany: frankfurt berlin munich']);
  });

  test('short codes find their region: "UK", "USA"', () => {
    expect(found('UK')).toEqual(['uk: london manchester glasgow']);
    expect(found('usa')).toContain('usa: newYork losAngeles chicago miami');
  });

  test('a query of no letter or digit, markup or a name we do not serve finds nothing', () => {
    expect(found('!!! ***')).toEqual([]);
    expect(found('<script>alert(1)</script>')).toEqual([]);
    expect(found('Atlantis')).toEqual([]);
  });

  test('a query is trimmed and read up to 100 characters, never split inside a character', () => {
    expect(readQuery(null)).toBe('');
    expect(readQuery('  tok  ')).toBe('tok');
    expect(readQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = readQuery('😀'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji.isWellFormed()).toBe(true);
    // What follows the 100th character is not read.
    expect(found(`tokyo${' '.repeat(200)}x`)).toEqual(['japan: tokyo']);
    expect(found(`${'tok'.repeat(40)}`)).toEqual([]);
  });

  test('the compared form of a name keeps letters and digits of every script', () => {
    expect(searchKey('Rio de Janeiro')).toBe('riodejaneiro');
    expect(searchKey('Zürich')).toBe('zurich');
    expect(searchKey('ＴＯＫＹＯ')).toBe('tokyo');
    expect(searchKey('إندونيسيا')).toBe(searchKey('اندونيسيا'));
  });
});
