import { renderOnServer } from 'host/testing/render-area';
import redirect from '../../locales/en/redirect.json';
import { areaModule } from '../expose/routes.ts';

const bundles = { en: { redirect } };
const go = (url: string) => renderOnServer({ module: areaModule, bundles, url });
const LISTING = 'https://apps.apple.com/app/id6502143001';

test('an allow-listed target is answered with an HTTP redirect (302) straight to it', async () => {
  const answer = await go(`/redirect?to=${encodeURIComponent(LISTING)}`);
  expect(answer.status).toBe(302);
  expect(answer.location).toBe(LISTING);
});

test('the redirect does not depend on the page language and accepts url= as an alias of to=', async () => {
  const answer = await go(`/de/redirect?url=${encodeURIComponent('https://play.google.com/store/apps/details?id=com.meridianvpn.app')}`);
  expect(answer.status).toBe(302);
  expect(answer.location).toBe('https://play.google.com/store/apps/details?id=com.meridianvpn.app');
});

test.each(['https://evil.example/', 'http://apps.apple.com/app/id1', 'javascript:alert(1)', '//evil.example/'])(
  '%s is refused: the fallback page, never a redirect to it',
  async (target) => {
    const answer = await go(`/redirect?to=${encodeURIComponent(target)}`);
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(answer.html).toContain(`<h1 class="page-intro__title">${redirect.h1.replace("'", '&#x27;')}</h1>`);
    expect(answer.html).not.toContain(`href="${target}`);
    expect(answer.html).toContain('href="/"');
  },
);

test('the fallback says where a refused link leads, as text', async () => {
  const answer = await go(`/redirect?to=${encodeURIComponent('https://evil.example/prize')}`);
  expect(answer.html).toContain('It leads to \u2068evil.example\u2069.');
});

test('without a target the fallback says the link has no address', async () => {
  const answer = await go('/redirect');
  expect(answer.status).toBe(200);
  expect(answer.html).toContain(redirect.missing.replace("'", '&#x27;'));
});
