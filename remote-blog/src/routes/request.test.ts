/** @jest-environment node */
import { requestLocale } from './request.ts';

test('reads the page language from the locale prefix, en without one', () => {
  expect(requestLocale(new Request('http://host.invalid/de/blog/more'))).toBe('de');
  expect(requestLocale(new Request('http://host.invalid/blog/more'))).toBe('en');
  expect(requestLocale(new Request('http://host.invalid/xx/blog'))).toBe('en');
});
