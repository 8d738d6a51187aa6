import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { createBus } from '@meridian/shared/bus';
import { createMemoryCookieJar, createMemoryStorage } from '@meridian/shared/runtime';
import { createUserStore } from '@meridian/shared/user';
import header from '../../locales/en/header.json';
import { App, type AppServices } from '../app.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { NavBar } from './nav-bar.tsx';

const site = {
  locale: 'en',
  publicOrigin: 'http://localhost:3000',
  languageCookie: null,
  helpCentreUrl: 'https://help.example',
  preview: null,
} as const;

function services(): AppServices {
  const bus = createBus();
  const user = createUserStore({
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(() => 0),
    bus,
    fetchProfile: () => Promise.reject(new Error('no profile')),
  });
  return { bus, session: { http: null, user, apiBase: 'http://api.test' }, shell: null };
}

const routes: RouteObject[] = [
  {
    path: '/',
    Component: () => (
      <>
        <NavBar transparent={false} />
        <Outlet />
      </>
    ),
    children: [
      { index: true, Component: () => <h1>Home</h1> },
      { path: 'blog', Component: () => <h1>Blog</h1> },
    ],
  },
];

const tree = (children: React.ReactNode) => (
  <App i18n={createI18n({ locale: 'en', resources: { en: { header } }, brand: 'Meridian VPN' })} site={site} services={services()}>
    {children}
  </App>
);

function renderInBrowser() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(tree(<RouterProvider router={router} />));
  const disclosure = () => document.querySelector('details.nav__disclosure') as HTMLDetailsElement;
  const toggle = () => disclosure().querySelector('summary') as HTMLElement;
  return { router, disclosure, toggle };
}

test('the server renders the menu button as the summary of a closed disclosure, with the menu beside it', async () => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    tree(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />),
  );
  expect(html).toMatch(/<details class="nav__disclosure"><summary class="nav__toggle" aria-controls="primary-nav">/);
  expect(html).toContain('<span class="visually-hidden nav__toggle-label nav__toggle-label--open">Open menu</span>');
  expect(html).toMatch(/<\/details><nav id="primary-nav" class="nav__menu" aria-label="Main">/);
  expect(html).toContain('href="/blog"');
});

test('the menu button opens the menu', async () => {
  const { disclosure, toggle } = renderInBrowser();
  await screen.findByRole('heading', { name: 'Home' });
  expect(disclosure().open).toBe(false);
  fireEvent.click(toggle());
  await waitFor(() => expect(disclosure().open).toBe(true));
});

test('following a link of the menu closes it', async () => {
  const { router, disclosure, toggle } = renderInBrowser();
  await screen.findByRole('heading', { name: 'Home' });
  fireEvent.click(toggle());
  await waitFor(() => expect(disclosure().open).toBe(true));
  fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
  await screen.findByRole('heading', { name: 'Blog' });
  expect(router.state.location.pathname).toBe('/blog');
  expect(disclosure().open).toBe(false);
});

test('any navigation closes the menu, also one it did not start', async () => {
  const { router, disclosure, toggle } = renderInBrowser();
  await screen.findByRole('heading', { name: 'Home' });
  fireEvent.click(toggle());
  await waitFor(() => expect(disclosure().open).toBe(true));
  await act(() => router.navigate('/blog'));
  await waitFor(() => expect(disclosure().open).toBe(false));
});

test('a menu the browser opened before hydration (no React state saw it) closes on navigation', async () => {
  const { router, disclosure } = renderInBrowser();
  await screen.findByRole('heading', { name: 'Home' });
  disclosure().open = true;
  await act(() => router.navigate('/blog'));
  await waitFor(() => expect(disclosure().open).toBe(false));
});

test('Escape closes the menu and puts focus back on its button', async () => {
  const { disclosure, toggle } = renderInBrowser();
  await screen.findByRole('heading', { name: 'Home' });
  fireEvent.click(toggle());
  await waitFor(() => expect(disclosure().open).toBe(true));
  fireEvent.keyDown(screen.getByRole('link', { name: 'Blog' }), { key: 'Escape' });
  expect(disclosure().open).toBe(false);
  expect(toggle()).toHaveFocus();
});
