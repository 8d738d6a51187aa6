import { createMemoryRouter } from 'react-router';
import { createPageRuntime, pageViewOf } from './page-runtime.client.ts';

test('the stored session is known as soon as the page starts, before hydration and before the browser is idle', () => {
  document.cookie = 'paypal_token=anonymous-buyer-token; path=/';
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined })) as never;
  const runtime = createPageRuntime({ basename: '/', apiBase: 'http://api.test', locale: 'en', cookies: { secure: false } } as never);
  // A purchase claimed right after the page became interactive is sent with the anonymous session, or it lands in a new account.
  expect(runtime.session.user.getToken()).toBe('anonymous-buyer-token');
  document.cookie = 'paypal_token=; path=/; max-age=0';
});

test('page_show reports the path of the router location without its query or hash', () => {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    basename: '/de',
    initialEntries: ['/de/paystatus?order_id=ord_123&provider=ps#result'],
  });
  const view = pageViewOf(router.state.location, { title: 'Zahlung', referrer: 'https://example.com/' });
  expect(view).toEqual({ path: '/de/paystatus', title: 'Zahlung', referrer: 'https://example.com/' });
  router.dispose();
});
