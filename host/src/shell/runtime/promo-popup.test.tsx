import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { COOKIES_ACCEPTED_KEY } from '@meridian/shared/analytics';
import { createBus } from '@meridian/shared/bus';
import { createMemoryCookieJar, createMemoryStorage } from '@meridian/shared/runtime';
import { NotFoundScreen } from '@meridian/shared/ui';
import { createUserStore } from '@meridian/shared/user';
import common from '../../../locales/en/common.json';
import { App, type AppServices } from '../../app.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { unavailableRoute } from '../unavailable-page.tsx';
import { PromoPopup } from './promo-popup.tsx';
import type { PageServices, ShellRuntime } from './shell-runtime.ts';

const site = {
  locale: 'en',
  publicOrigin: 'http://localhost:3000',
  languageCookie: null,
  helpCentreUrl: 'https://help.example',
  preview: null,
} as const;

// jsdom has no modal dialogs; the popup only needs showModal to mark the dialog open.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

/** `page` under a root that shows the popup, for a visitor who answered the cookie banner, on a Wednesday at noon (the workday popup's time). */
function renderPage(page: RouteObject) {
  const storage = createMemoryStorage();
  storage.setItem(COOKIES_ACCEPTED_KEY, 'true');
  const bus = createBus();
  const cookies = createMemoryCookieJar(() => 0);
  const user = createUserStore({ storage, cookies, bus, fetchProfile: () => Promise.reject(new Error('no profile')) });
  const services = Promise.resolve({ promotion: Promise.resolve(null) } as unknown as PageServices);
  const shell: ShellRuntime = {
    storage,
    mobile: { isMobile: () => false } as ShellRuntime['mobile'],
    services,
    now: () => Date.UTC(2026, 10, 25, 12),
    cookies,
  };
  const app: AppServices = { bus, session: { http: null, user, apiBase: 'http://api.test' }, shell };
  const Root = () => (
    <>
      <Outlet />
      <PromoPopup />
    </>
  );
  const router = createMemoryRouter([{ path: '/', Component: Root, children: [page] }], { initialEntries: ['/features'] });
  render(
    <App i18n={createI18n({ locale: 'en', resources: { en: { common } }, brand: 'Meridian VPN' })} site={site} services={app}>
      <RouterProvider router={router} />
    </App>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

test('an ordinary page gets the workday popup, its main action first', async () => {
  renderPage({ path: '*', Component: () => <h1>Features</h1> });
  const dialog = await screen.findByRole('dialog', { name: common.popup.workday.title });
  const actions = dialog.querySelectorAll('.promo__actions > *');
  expect([...actions].map((action) => action.textContent)).toEqual([common.popup.workday.cta, common.popup.close]);
});

test('the unavailable (503) page gets no popup', async () => {
  renderPage(unavailableRoute);
  expect(await screen.findByRole('heading', { name: common.unavailable.h1 })).toBeInTheDocument();
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a page that shows the not-found screen gets no popup, though its route asks for one', async () => {
  renderPage({ path: '*', Component: () => <NotFoundScreen message="Page Not Found: /features" path="/features" /> });
  expect(await screen.findByRole('heading', { name: common.notFound.h1 })).toBeInTheDocument();
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
