import { localeLinkListener, unprefixed } from './locale-links.client.ts';

function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const went: string[] = [];
  const listener = localeLinkListener({ locale: 'de', basename: '/de', navigate: (to) => went.push(to) });
  document.addEventListener('click', listener);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector('a span, a')?.dispatchEvent(event);
  document.removeEventListener('click', listener);
  return { went, prevented: event.defaultPrevented };
}

test('a plain link on a German page stays German, keeping query and hash, as a client navigation', () => {
  expect(click('<a href="/pricing?plan=2#faq"><span>Preise</span></a>')).toEqual({ went: ['/pricing?plan=2#faq'], prevented: true });
});

test('the switcher, a prefixed link, a modified click and a new window are left to the browser', () => {
  expect(click('<a href="/pricing" hreflang="en">English</a>').went).toEqual([]);
  expect(click('<a href="/fr/pricing">FR</a>').went).toEqual([]);
  expect(click('<a href="/pricing">x</a>', { ctrlKey: true }).went).toEqual([]);
  expect(click('<a href="/pricing" target="_blank">x</a>').went).toEqual([]);
  expect(click('<a href="https://elsewhere.example/pricing">x</a>').went).toEqual([]);
});

test('unprefixed strips the basename only at a segment boundary', () => {
  expect(unprefixed('/de/pricing', '/de')).toBe('/pricing');
  expect(unprefixed('/de', '/de')).toBe('/');
  expect(unprefixed('/devices', '/de')).toBe('/devices');
  expect(unprefixed('/pricing', '/')).toBe('/pricing');
});
