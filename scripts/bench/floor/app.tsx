/**
 * The floor of decision 015 (a bench fixture, never shipped): the same stack as the site's first
 * load — React 19 hydrating, a data router with a loader and links, i18next with react-i18next —
 * bundled by Rspack in production mode without Module Federation, so tree shaking works fully.
 */
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLoaderData } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

function Shell() {
  // The site's header namespace and keys, so the fixture's texts type-check like the site's.
  const { t } = useTranslation('header');
  return (
    <>
      <nav>
        <Link to="/">{t('nav.features')}</Link> <Link to="/pricing">{t('nav.pricing')}</Link>
      </nav>
      <Outlet />
    </>
  );
}

function Page() {
  const data = useLoaderData<{ title: string }>();
  return <h1>{data.title}</h1>;
}

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { header: { nav: { features: 'Features', pricing: 'Pricing' } } } }, initAsync: false });
const router = createBrowserRouter([
  {
    path: '/',
    Component: Shell,
    children: [
      { index: true, Component: Page, loader: () => ({ title: 'Home' }) },
      { path: 'pricing', Component: Page, loader: () => ({ title: 'Pricing' }) },
    ],
  },
]);
hydrateRoot(
  document.getElementById('root') ?? document.body,
  <I18nextProvider i18n={i18n}>
    <RouterProvider router={router} />
  </I18nextProvider>,
);
