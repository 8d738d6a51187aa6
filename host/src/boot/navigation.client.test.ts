import { createMemoryRouter } from 'react-router';
import type { ReleaseSet } from '@meridian/shared/release';
import { createI18n } from '../i18n/create-i18n.ts';
import { createClientNavigation } from './navigation.client.ts';
import { registerRemotes } from './register-remotes.client.ts';

async function englishPage(cookie: string | undefined) {
  const boot = {
    locale: 'en',
    basename: '/',
    release: { revision: 'r1', remotes: {} } as unknown as ReleaseSet,
    area: null,
    routeMap: {},
  } as const;
  const router = createMemoryRouter([{ id: 'root', path: '/', children: [] }], { initialEntries: ['/'] });
  const navigation = createClientNavigation(
    {
      boot,
      i18n: createI18n({ locale: 'en', resources: {}, brand: 'Meridian VPN' }),
      remotes: await registerRemotes(boot, () => false),
      cookie: () => cookie,
      onStaleBuild: () => false,
      assign: () => undefined,
    },
    () => router,
  );
  return { router, navigation };
}

/** Runs the root middleware on a GET of `path`; the redirect it throws, or null when it lets the navigation through. */
async function ruleFor(navigation: Awaited<ReturnType<typeof englishPage>>['navigation'], path: string): Promise<string | null> {
  const rule = await navigation.cookieRule();
  try {
    await rule(
      { request: new Request(`http://localhost${path}`), params: {}, context: undefined as never } as never,
      async () => undefined as never,
    );
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get('location');
  }
}

test('with German chosen in another tab, an English page sends an unprefixed navigation to the German page, query kept', async () => {
  const { router, navigation } = await englishPage('de');
  expect(await ruleFor(navigation, '/pricing?plan=2')).toBe('/de/pricing?plan=2');
  router.dispose();
});

test('without a language cookie the navigation goes through, and the rule is made once', async () => {
  const { router, navigation } = await englishPage(undefined);
  expect(await ruleFor(navigation, '/pricing')).toBeNull();
  expect(await navigation.cookieRule()).toBe(await navigation.cookieRule());
  router.dispose();
});
