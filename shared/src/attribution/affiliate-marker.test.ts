import { createMemoryCookieJar } from '../runtime/cookie-jar.ts';
import { readAffiliateMarker } from './affiliate-marker.ts';

const jar = (entries: Record<string, string>) => {
  const cookies = createMemoryCookieJar(() => 0);
  for (const [name, value] of Object.entries(entries)) cookies.set(name, value, { path: '/' });
  return cookies;
};

test('marks cj from the affiliate event cookie', () => {
  expect(readAffiliateMarker(jar({ cje: 'e-1', 'cje-client': 'e-1' }))).toEqual({ type: 'cj', cookie: 'e-1' });
  expect(readAffiliateMarker(jar({ 'cje-client': 'e-2' }))).toEqual({ type: 'cj', cookie: 'e-2' });
});

test('marks cf from cf-click and admitad from _aid', () => {
  expect(readAffiliateMarker(jar({ 'cf-click': 'c-1' }))).toEqual({ type: 'cf', cookie: 'c-1' });
  expect(readAffiliateMarker(jar({ _aid: 'a-1' }))).toEqual({ type: 'admitad', cookie: 'a-1' });
});

test('prefers cj, then cf, then admitad when several are present', () => {
  expect(readAffiliateMarker(jar({ _aid: 'a', 'cf-click': 'c', cje: 'e' }))).toEqual({ type: 'cj', cookie: 'e' });
  expect(readAffiliateMarker(jar({ _aid: 'a', 'cf-click': 'c' }))).toEqual({ type: 'cf', cookie: 'c' });
});

test('gives null when no attribution cookie is present or all are empty', () => {
  expect(readAffiliateMarker(jar({}))).toBeNull();
  expect(readAffiliateMarker(jar({ cje: '', _aid: '' }))).toBeNull();
});
