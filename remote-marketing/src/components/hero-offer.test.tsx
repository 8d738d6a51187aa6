import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { okReply } from '../../../tooling/testing/fake-http.ts';
import { renderOnServer } from 'host/testing/render-area';
import features from '../../locales/en/features.json';
import home from '../../locales/en/home.json';
import type { Messages } from '@meridian/shared/i18n';
import { areaModule } from '../expose/routes.ts';
import { PLANS_PATH, PROMOTION_PATH } from '@meridian/shared/offer';

/** The host's bundles the pages read (the offer's words are in `common`), read as the host serves them. */
const hostBundle = (ns: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'host', 'locales', 'en', `${ns}.json`), 'utf8')) as Messages;
const bundles = { en: { common: hostBundle('common'), location: hostBundle('location'), features, home } };
const plan = (id: number, months: number, money: string, percent: number) => ({
  id,
  duration_months: months,
  money,
  currency: 'USD',
  discount_percent: percent,
});
const PLANS = { [`GET ${PLANS_PATH}`]: okReply({ plans: [plan(1, 1, '12.99', 0), plan(2, 12, '4.99', 62), plan(3, 24, '3.99', 69)] }) };
const festival = (isFestival: boolean) => ({
  [`GET ${PROMOTION_PATH}`]: {
    status: 200,
    body: {
      startTime: 0,
      endTime: 8.64e15,
      isFestival,
      segments: [
        { text: 'Black Friday: ', color: '#fff' },
        { text: '69% off', color: '#ff0' },
      ],
    },
  },
});

async function hero(url: string, routes: Parameters<typeof renderOnServer>[0]['routes']): Promise<HTMLElement> {
  const answer = await renderOnServer({ module: areaModule, bundles, url, routes });
  const container = document.createElement('div');
  container.innerHTML = answer.html;
  const intro = container.querySelector<HTMLElement>('.page-intro');
  if (intro === null) throw new Error(`no page intro on ${url}`);
  return intro;
}

test('the hero offers the lowest monthly price, its saving and the guarantee, its one button to that plan’s checkout', async () => {
  const intro = await hero('/features', { ...PLANS, ...festival(false) });
  expect(intro.querySelector('.hero-offer__price')?.textContent).toBe('$3.99/monthSave 69%');
  expect(intro.textContent).toContain('30-day money-back guarantee');
  expect(intro.querySelector('.hero-offer__deal')).toBeNull();
  const primary = [...intro.querySelectorAll('a.button--primary')].filter((link) => link.closest('.offer-bar') === null);
  expect(primary.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Get the deal', '/pricing/checkout/3']]);
});

test('while a festival runs the hero carries its line, the popup’s words', async () => {
  const intro = await hero('/', { ...PLANS, ...festival(true) });
  expect(intro.querySelector('.hero-offer__deal')?.textContent).toBe('Black Friday: 69% off');
});

test('without plans (the API failed) the page still renders and its button goes to the price list', async () => {
  const intro = await hero('/features', {});
  expect(intro.querySelector('.hero-offer')).toBeNull();
  const primary = intro.querySelector('a.button--primary');
  expect([primary?.textContent, primary?.getAttribute('href')]).toEqual(['See plans and prices', '/pricing']);
});
