import { CITY_SERVERS, REGIONS, networkTotals, serversIn } from '@meridian/shared/network';
import { renderOnServer } from 'host/testing/render-area';
import servers from '../../locales/en/vpn-server.json';
import serversEs from '../../locales/es/vpn-server.json';
import serversAr from '../../locales/ar/vpn-server.json';
import { areaModule } from '../expose/routes.ts';

const bundles = { en: { 'vpn-server': servers }, es: { 'vpn-server': serversEs }, ar: { 'vpn-server': serversAr } };

/** The server's HTML of `url`: what a visitor without JavaScript gets. */
async function page(url: string): Promise<HTMLElement> {
  const answer = await renderOnServer({ module: areaModule, bundles, url });
  expect({ url, status: answer.status }).toEqual({ url, status: 200 });
  const container = document.createElement('div');
  container.innerHTML = answer.html;
  return container;
}

const countries = (container: HTMLElement) =>
  [...container.querySelectorAll('.server-countries .link-tile__label')].map((label) => label.textContent);
const cities = (container: HTMLElement) =>
  [...container.querySelectorAll('.server-countries .city-counts__item')].map((item) => item.textContent);

describe('/vpn-server on the server', () => {
  test('says the totals in words, draws a marker per region linked to its page and lists every country and city', async () => {
    const container = await page('/vpn-server');
    const totals = networkTotals();
    expect(container.querySelector('#locations-title')?.textContent).toBe(
      `${totals.servers.toLocaleString('en-US')} servers in ${totals.cities} cities in ${totals.countries} countries`,
    );
    const markers = [...container.querySelectorAll('svg.network-map a')];
    expect(markers.map((marker) => marker.getAttribute('href'))).toEqual(REGIONS.map((region) => `/vpn-server/${region}`));
    expect(container.querySelector('svg.network-map')?.getAttribute('aria-hidden')).toBe('true');
    expect(markers.every((marker) => marker.getAttribute('tabindex') === '-1')).toBe(true);
    expect(countries(container)).toHaveLength(REGIONS.length);
    expect(cities(container)).toHaveLength(totals.cities);
    expect(cities(container)).toContain(`Frankfurt${CITY_SERVERS.frankfurt} servers`);
    const germany = container.querySelector('a[href="/vpn-server/germany"].link-tile');
    expect(germany?.textContent).toBe(`Germany${serversIn('germany')} servers in 3 cities`);
  });

  test('?q= filters on the server: part of a city name, another language, no match', async () => {
    const tok = await page('/vpn-server?q=tok');
    expect(countries(tok)).toEqual(['Japan']);
    expect(cities(tok)).toEqual([`Tokyo${CITY_SERVERS.tokyo} servers`]);
    expect(tok.querySelector('[role="status"]')?.textContent).toBe('1 country found for “tok”.');
    expect(tok.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('tok');

    const tokio = await page('/es/vpn-server?q=Tokio');
    expect(countries(tokio)).toEqual(['Japón']);

    const none = await page('/vpn-server?q=atlantis');
    expect(countries(none)).toEqual([]);
    expect(none.querySelector('[role="status"]')?.textContent).toContain('No country or city matches “atlantis”.');
    expect(none.querySelector('[role="status"] a')?.getAttribute('href')).toBe('/vpn-server');
  });

  test('odd, markup-like, very long and repeated queries give a clear page', async () => {
    const odd = await page(`/vpn-server?q=${encodeURIComponent('<script>alert(1)</script>%00"\'')}`);
    expect(odd.querySelector('script')).toBeNull();
    expect(odd.querySelector('[role="status"]')?.textContent).toContain('No country or city matches “<script>alert(1)</script>');
    const long = await page(`/vpn-server?q=${'x'.repeat(5000)}`);
    expect(long.querySelector<HTMLInputElement>('input[name="q"]')?.value).toHaveLength(100);
    expect(long.querySelector('[role="status"]')?.textContent).toContain(`“${'x'.repeat(100)}”`);
    const repeated = await page('/vpn-server?q=tok&q=par');
    expect(countries(repeated)).toEqual(['Japan']);
  });

  test('the main action leads to the plans; downloading the app is secondary', async () => {
    for (const url of ['/vpn-server', '/vpn-server/germany']) {
      const container = await page(url);
      const actions = container.querySelector('.page-intro__actions');
      expect(actions?.querySelector('.button--primary')?.getAttribute('href')).toMatch(/^\/pricing/);
      expect(actions?.querySelector('a[href="/download"]')?.className).toContain('button--ghost');
      expect(container.querySelector('.cta-band a.button--primary')?.getAttribute('href')).toBe('/pricing');
    }
  });

  test('a region page lists its cities with their servers, in Arabic with Western digits', async () => {
    const germany = await page('/vpn-server/germany');
    expect([...germany.querySelectorAll('.city-counts__item')].map((item) => item.textContent)).toEqual([
      `Frankfurt${CITY_SERVERS.frankfurt} servers`,
      `Berlin${CITY_SERVERS.berlin} servers`,
      `Munich${CITY_SERVERS.munich} servers`,
    ]);
    expect(germany.querySelector('.region-facts__totals')?.textContent).toBe(`${serversIn('germany')} servers in 3 cities`);
    const arabic = await page('/ar/vpn-server/japan');
    expect(arabic.querySelector('.region-facts__totals')?.textContent).toBe(`${serversIn('japan')} خادمًا في مدينتين`);
  });
});
