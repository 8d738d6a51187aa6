import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { REGION_INFO } from '@meridian/shared/network';
import { brandVariables, type Messages } from '@meridian/shared/i18n';
import { AppScreensArt, CONNECTED_REGION, LISTED_REGIONS, SHOWN_CITIES, type AppFrame } from './app-screens-art.tsx';

const root = join(__dirname, '..', '..', '..');
const bundle = (workspace: string, lang: string, ns: string) =>
  JSON.parse(readFileSync(join(root, workspace, 'locales', lang, `${ns}.json`), 'utf8')) as Messages & Record<string, never>;

/** The picture as the server renders it in `lang`, parsed. */
function picture(lang: string, frame: AppFrame): HTMLElement {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    initAsync: false,
    resources: { [lang]: { 'app-screens': bundle('remote-marketing', lang, 'app-screens'), location: bundle('host', lang, 'location') } },
    interpolation: { escapeValue: false, defaultVariables: { ...brandVariables('Meridian VPN') } },
  });
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <AppScreensArt frame={frame} />
    </I18nextProvider>,
  );
  return container;
}

test("the shown cities are the connected country's, in the network's order, and listed countries have servers", () => {
  expect(SHOWN_CITIES).toEqual(REGION_INFO[CONNECTED_REGION].cities);
  expect(LISTED_REGIONS[0]).toBe(CONNECTED_REGION);
});

test.each(ROUTE_LOCALES)('in %s the picture is one image with a translated label, its drawn words hidden and translated', (lang) => {
  const servers = bundle('remote-marketing', lang, 'vpn-server') as unknown as { cities: Record<string, string> };
  const screens = bundle('remote-marketing', lang, 'app-screens') as unknown as {
    cities: Record<string, string>;
    connected: string;
    search: string;
  };
  const location = bundle('host', lang, 'location') as unknown as { countries: Record<string, string>; protected: string };
  // The city names are the servers pages' own, never a second spelling.
  for (const city of SHOWN_CITIES) expect(screens.cities[city]).toBe(servers.cities[city]);
  const city = screens.cities[SHOWN_CITIES[0]] ?? '';
  const country = location.countries[CONNECTED_REGION] ?? '';
  for (const frame of ['both', 'phone', 'desktop'] as const) {
    const image = picture(lang, frame).querySelector('[role="img"]');
    const label = image?.getAttribute('aria-label') ?? '';
    expect(label).toContain(city);
    expect(label).toContain(country);
    expect(label).toContain('Meridian VPN');
    expect(label).not.toMatch(/\{\{|label\./);
    expect(image?.children).toHaveLength(1);
    expect(image?.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    const words = image?.textContent ?? '';
    for (const text of [
      screens.search,
      location.protected,
      screens.connected,
      city,
      country,
      ...LISTED_REGIONS.map((id) => location.countries[id] ?? '?'),
    ])
      expect(words).toContain(text);
    expect(words).not.toMatch(/cities\.|cityCount|countries\./);
  }
});

test('each frame draws what its device shows: both a window and a phone, two phones, or one wide window', () => {
  const count = (frame: AppFrame, selector: string) => picture('en', frame).querySelectorAll(selector).length;
  expect([count('both', '.app-window'), count('both', '.app-phone')]).toEqual([1, 1]);
  expect([count('phone', '.app-window'), count('phone', '.app-phone')]).toEqual([0, 2]);
  expect([count('desktop', '.app-window--wide'), count('desktop', '.app-phone'), count('desktop', '.app-connect')]).toEqual([1, 0, 1]);
});

test("city counts use each language's plural forms", () => {
  const counts = (lang: string) => [...picture(lang, 'desktop').querySelectorAll('.app-country__count')].map((node) => node.textContent);
  expect(counts('en')).toEqual(['3 cities', '4 cities', '3 cities', '2 cities', '3 cities']);
  expect(counts('ar')).toEqual(['3 مدن', '4 مدن', '3 مدن', 'مدينتان', '3 مدن']);
  expect(counts('ru')).toEqual(['3 города', '4 города', '3 города', '2 города', '3 города']);
});
