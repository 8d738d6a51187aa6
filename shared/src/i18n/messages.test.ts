import i18next from 'i18next';
import { isMessageKey, createMessageLoader, LOG_FAILED_LOCALE, mergeResources, type Messages } from './messages.ts';

describe('createMessageLoader', () => {
  const bundles: Record<string, Messages> = {
    'en/home': { h1: 'Hello' },
    'de/home': { h1: 'Hallo' },
    'en/features': { h1: 'Features' },
  };
  const fetcher = (calls: string[]) => async (lang: string, ns: string) => {
    calls.push(`${lang}/${ns}`);
    return bundles[`${lang}/${ns}`] ?? null;
  };

  test('loads the default language as backup when the current one differs', async () => {
    const calls: string[] = [];
    const resources = await createMessageLoader(fetcher(calls), jest.fn()).load('de', ['home']);
    expect(resources).toEqual({ de: { home: { h1: 'Hallo' } }, en: { home: { h1: 'Hello' } } });
    expect(calls.sort()).toEqual(['de/home', 'en/home']);
  });

  test('a missing bundle is empty in its language and present in English, for i18next to fall back', async () => {
    const resources = await createMessageLoader(fetcher([]), jest.fn()).load('de', ['features', 'nothing']);
    expect(resources.de).toEqual({ features: {}, nothing: {} });
    expect(resources.en).toEqual({ features: { h1: 'Features' }, nothing: {} });
  });

  test('caches loaded bundles in memory', async () => {
    const calls: string[] = [];
    const loader = createMessageLoader(fetcher(calls), jest.fn());
    await loader.load('en', ['home']);
    await loader.load('en', ['home']);
    expect(calls).toEqual(['en/home']);
  });

  test('logs a failed load, does not reject, and tries again next time', async () => {
    const log = jest.fn();
    let attempts = 0;
    const loader = createMessageLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return { h1: 'ok' };
    }, log);
    await expect(loader.load('en', ['home'])).resolves.toEqual({ en: { home: {} } });
    expect(log).toHaveBeenCalledWith(LOG_FAILED_LOCALE, expect.any(Error));
    await expect(loader.load('en', ['home'])).resolves.toEqual({ en: { home: { h1: 'ok' } } });
  });

  test('merges resource trees per language', () => {
    expect(mergeResources({ en: { a: { x: '1' } } }, { en: { b: { y: '2' } }, de: { b: { y: '3' } } })).toEqual({
      en: { a: { x: '1' }, b: { y: '2' } },
      de: { b: { y: '3' } },
    });
  });
});

describe('isMessageKey', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({ lng: 'en', resources: { en: { download: { products: { ios: { steps: { s1: 'Open the App Store.' } } } } } } }),
  );

  test('a key built from data is a key when the loaded bundle has it, in its own namespace only', () => {
    expect(isMessageKey(i18n, 'download', 'products.ios.steps.s1')).toBe(true);
    expect(isMessageKey(i18n, 'download', 'products.ios.steps.s9')).toBe(false);
    expect(isMessageKey(i18n, 'home', 'products.ios.steps.s1')).toBe(false);
  });
});

test('the loaded tree is in the order asked, whichever bundle arrives first: the same page is the same bytes', async () => {
  const delays: Record<string, number> = { 'de/home': 20, 'en/common': 0, 'de/common': 10, 'en/home': 5 };
  const loader = createMessageLoader(
    (lang, ns) => new Promise((resolve) => setTimeout(() => resolve({ key: `${lang}/${ns}` }), delays[`${lang}/${ns}`] ?? 0)),
    () => undefined,
  );
  const tree = await loader.load('de', ['common', 'home']);
  expect(JSON.stringify(tree)).toBe(
    JSON.stringify({
      de: { common: { key: 'de/common' }, home: { key: 'de/home' } },
      en: { common: { key: 'en/common' }, home: { key: 'en/home' } },
    }),
  );
  expect(await loader.load('de', [])).toEqual({});
});
