import type { AreaModule } from '@meridian/shared/route-module';
import { createI18n } from './create-i18n.ts';
import { createNavigationMessages } from './navigation-messages.client.ts';

const release = { revision: '1', remotes: { checkout: { version: '1.2.0', origin: 'https://checkout.example' } } };
const checkout: AreaModule = { area: 'checkout', routes: [], namespaces: ['pricing', 'paysuc'] };
const served: Record<string, unknown> = {
  'https://checkout.example/1.2.0/locales/de/pricing.json': { title: 'Preise' },
  'https://checkout.example/1.2.0/locales/en/pricing.json': { title: 'Pricing' },
};

function setUp() {
  const asked: string[] = [];
  const fetchBundle = (async (url: string) => {
    asked.push(url);
    const body = served[url];
    return body === undefined ? new Response('', { status: 404 }) : Response.json(body);
  }) as typeof fetch;
  const i18n = createI18n({ locale: 'de', resources: {}, brand: 'Meridian VPN' });
  return { asked, i18n, load: createNavigationMessages({ locale: 'de', release, i18n, fetch: fetchBundle, warn: () => undefined }) };
}

test("a navigation loads the namespace its route declares, in the page's language and English, once", async () => {
  const { asked, i18n, load } = setUp();
  // The route of /pricing/checkout/3 declares `pricing`: no bundle is guessed from the path's segments.
  await load('checkout', checkout, [{ ns: 'root' }, { ns: 'pricing' }]);
  expect(i18n.t('pricing:title')).toBe('Preise');
  expect(asked.map((url) => url.replace('https://checkout.example/1.2.0/locales/', '')).sort()).toEqual([
    'de/pricing.json',
    'en/pricing.json',
  ]);
  await load('checkout', checkout, [{ ns: 'pricing' }]);
  expect(asked).toHaveLength(2);
});

test("a namespace the area does not ship, or the host's own, is not the area's to load", async () => {
  const { asked, load } = setUp();
  await load('checkout', checkout, [{ ns: 'common' }, { ns: 'not-shipped' }, { no: 'handle' }]);
  expect(asked).toEqual([]);
});
