import { staticLinkListener } from './static-links.client.ts';

/** Clicks the first link (or the span inside it) of `html` on a page at `/de/features` in German. */
function click(html: string, init: MouseEventInit = {}, basename = '/de') {
  window.history.replaceState(null, '', basename === '/' ? '/features' : `${basename}/features`);
  document.body.innerHTML = html;
  const went: string[] = [];
  const listener = staticLinkListener({ basename, navigate: (to) => went.push(to) });
  document.addEventListener('click', listener);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector('a span, a')?.dispatchEvent(event);
  document.removeEventListener('click', listener);
  return { went, prevented: event.defaultPrevented };
}

test('a link in content kept from the server is a client navigation in the page language, query and hash kept', () => {
  expect(click('<div data-static=""><a href="/de/pricing?plan=2#faq"><span>Preise</span></a></div>')).toEqual({
    went: ['/pricing?plan=2#faq'],
    prevented: true,
  });
  expect(click('<div data-static=""><a href="/pricing">Pricing</a></div>', {}, '/').went).toEqual(['/pricing']);
});

test('a link outside kept content, to another language, another origin, a new window or a modified click is left alone', () => {
  expect(click('<a href="/de/pricing">x</a>').went).toEqual([]);
  expect(click('<div data-static=""><a href="/fr/pricing">FR</a></div>').went).toEqual([]);
  expect(click('<div data-static=""><a href="/de/pricing" hreflang="de">x</a></div>').went).toEqual([]);
  expect(click('<div data-static=""><a href="https://elsewhere.example/de/pricing">x</a></div>').went).toEqual([]);
  expect(click('<div data-static=""><a href="/de/pricing" target="_blank">x</a></div>').went).toEqual([]);
  expect(click('<div data-static=""><a href="/de/pricing" download>x</a></div>').went).toEqual([]);
  expect(click('<div data-static=""><a href="/de/pricing">x</a></div>', { metaKey: true }).went).toEqual([]);
  expect(click('<div data-static=""><a href="/fr/pricing">x</a></div>', {}, '/').went).toEqual([]);
});

test('a place in the same page is left to the browser, which scrolls to it', () => {
  expect(click('<div data-static=""><a href="/de/features#servers">x</a></div>')).toEqual({ went: [], prevented: false });
});
