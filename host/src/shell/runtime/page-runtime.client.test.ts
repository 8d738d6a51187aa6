import { createPageRuntime } from './page-runtime.client.ts';

test('the stored session is known as soon as the page starts, before hydration and before the browser is idle', () => {
  document.cookie = 'paypal_token=anonymous-buyer-token; path=/';
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined })) as never;
  const runtime = createPageRuntime({ basename: '/', apiBase: 'http://api.test', locale: 'en', cookies: { secure: false } } as never);
  // A purchase claimed right after the page became interactive is sent with the anonymous session, or it lands in a new account.
  expect(runtime.session.user.getToken()).toBe('anonymous-buyer-token');
  document.cookie = 'paypal_token=; path=/; max-age=0';
});
