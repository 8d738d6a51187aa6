import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COOKIES_ACCEPTED_KEY } from '@meridian/shared/analytics';
import { createBus } from '@meridian/shared/bus';
import { createMemoryCookieJar, createMemoryStorage } from '@meridian/shared/runtime';
import { createUserStore } from '@meridian/shared/user';
import common from '../../../locales/en/common.json';
import { App, type AppServices } from '../../app.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { Overlays } from './overlays.tsx';
import type { PageServices, ShellRuntime } from './shell-runtime.ts';

const site = {
  locale: 'en',
  publicOrigin: 'http://localhost:3000',
  languageCookie: null,
  helpCentreUrl: 'https://help.example',
  preview: null,
} as const;

/** The overlays in a page whose after-hydration services are `services`. */
function renderOverlays(services: Promise<PageServices>) {
  const storage = createMemoryStorage();
  // Today's popups already closed: these tests are about the banner.
  for (const popup of ['weekend', 'workday', 'mobile-daily', 'festival']) storage.setItem(`popup-closed:${popup}`, '2026-11-25');
  const bus = createBus();
  const cookies = createMemoryCookieJar(() => 0);
  const user = createUserStore({ storage, cookies, bus, fetchProfile: () => Promise.reject(new Error('no profile')) });
  const shell: ShellRuntime = {
    storage,
    mobile: { isMobile: () => false } as ShellRuntime['mobile'],
    services,
    now: () => Date.UTC(2026, 10, 25, 10),
    cookies,
  };
  const app: AppServices = { bus, session: { http: null, user, apiBase: 'http://api.test' }, shell };
  const router = createMemoryRouter([{ path: '*', Component: Overlays }], { initialEntries: ['/features'] });
  render(
    <App i18n={createI18n({ locale: 'en', resources: { en: { common } }, brand: 'Meridian VPN' })} site={site} services={app}>
      <RouterProvider router={router} />
    </App>,
  );
  return { storage };
}

test('when the services fail to load, the cookie answer is still kept and nothing is left unhandled', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const failed = Promise.reject(new Error('ChunkLoadError: Loading chunk 512 failed'));
  const { storage } = renderOverlays(failed);
  fireEvent.click(await screen.findByRole('button', { name: common.consent.accept }));
  expect(storage.getItem(COOKIES_ACCEPTED_KEY)).toBe('true');
  await waitFor(() => expect(screen.queryByRole('region', { name: common.consent.title })).not.toBeInTheDocument());
  await new Promise((resolve) => setTimeout(resolve, 20));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

test('with the services loaded, the answer is applied to consent', async () => {
  const refresh = jest.fn();
  const services: PageServices = {
    consent: { start: jest.fn(), current: jest.fn(), refresh, dispose: jest.fn() } as unknown as PageServices['consent'],
    promotion: Promise.resolve(null),
    pageShow: { navigated: jest.fn() } as unknown as PageServices['pageShow'],
  };
  renderOverlays(Promise.resolve(services));
  fireEvent.click(await screen.findByRole('button', { name: common.consent.reject }));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
});
