import { CITIES, CITY_SERVERS, REGION_INFO, REGIONS, networkTotals, serversIn } from './network.ts';

describe('the server network', () => {
  test('every city has at least one server, as a whole number', () => {
    for (const city of CITIES)
      expect({ city, ok: Number.isInteger(CITY_SERVERS[city]) && CITY_SERVERS[city] >= 1 }).toEqual({ city, ok: true });
  });

  test('the totals are the sums of the lists: 14 countries, 34 cities, every server counted once', () => {
    const totals = networkTotals();
    expect(totals.countries).toBe(REGIONS.length);
    expect(totals.cities).toBe(CITIES.length);
    expect(REGIONS.reduce((sum, region) => sum + serversIn(region), 0)).toBe(totals.servers);
    expect(totals).toEqual({ countries: 14, cities: 34, servers: 1796 });
  });

  test("a region's main hub (listed first) carries the most servers", () => {
    for (const region of REGIONS) {
      const [hub, ...others] = REGION_INFO[region].cities;
      const most = hub === undefined ? 0 : CITY_SERVERS[hub];
      for (const city of others) expect({ region, city, below: CITY_SERVERS[city] <= most }).toEqual({ region, city, below: true });
    }
  });
});
