/** @jest-environment node */
import { bootDataJson, requestI18n, resourcesJson, sharedResources } from './page-messages.server.ts';

const common = { en: { common: { hello: 'Hello from {{brand}}', items_one: '{{count}} item', items_other: '{{count}} items' } } };
const german = { de: { common: { hello: 'Hallo von {{brand}}', items_one: '{{count}} Artikel', items_other: '{{count}} Artikel' } } };

test('the same message bundles give the same merged tree; other bundles another', () => {
  const first = sharedResources(common, german);
  expect(sharedResources({ en: { ...common.en } }, { de: { ...german.de } })).toBe(first);
  expect(first).toEqual({ ...common, ...german });
  const changed = { de: { common: { ...german.de.common, hello: 'Servus von {{brand}}' } } };
  expect(sharedResources(common, changed)).not.toBe(first);
  expect(resourcesJson(first)).toBe(resourcesJson(sharedResources(common, german)));
});

test('requests of one language and brand share an instance whose language cannot be changed; others get their own', async () => {
  const resources = sharedResources(common, german);
  const one = requestI18n({ locale: 'de', resources, brand: 'Meridian VPN' });
  const other = requestI18n({ locale: 'de', resources, brand: 'Meridian VPN' });
  expect(other).toBe(one);
  await expect(one.changeLanguage('en')).rejects.toThrow(
    "the server's i18next instance for de is shared by requests: it cannot change to en",
  );
  expect(other.language).toBe('de');
  expect(other.t('common:hello')).toBe('Hallo von Meridian VPN');
  expect(other.t('common:items', { count: 2 })).toBe('2 Artikel');
  const english = requestI18n({ locale: 'en', resources, brand: 'Meridian VPN' });
  expect(english.t('common:hello')).toBe('Hello from Meridian VPN');
  expect(other.t('common:hello')).toBe('Hallo von Meridian VPN');
  expect(requestI18n({ locale: 'de', resources, brand: 'Acme' }).t('common:hello')).toBe('Hallo von Acme');
});

test('the boot data JSON holds the same data as the boot data, and cannot end its script element', () => {
  const resources = sharedResources({ en: { common: { tag: '</script><script>alert(1)</script>' } } });
  const boot = { locale: 'en', basename: '/', resources, site: { note: '</script>' } };
  const json = bootDataJson(boot);
  expect(JSON.parse(json)).toEqual(boot);
  expect(json).not.toContain('</script');
  expect(JSON.parse(bootDataJson({ resources }))).toEqual({ resources });
});
