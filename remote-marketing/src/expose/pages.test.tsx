import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { NETWORKS, PRODUCTS, REGIONS } from '../features/catalogue/catalogue.ts';
import { LEGAL_PAGES } from '../features/legal/legal-documents.ts';
import { createTestI18n } from '../testing/test-i18n.tsx';
import { areaModule } from './routes.ts';

// Every language has en's keys (routes.test.ts); en and the one right-to-left language are rendered.
/** Every page of the area: top-level pages and each region, product and network. */
const PATHS = [
  '/', '/features', '/vpn-server', '/vpn-trial', '/vpn-for-social-media', '/download', '/affiliate', '/press-room',
  '/aboutus', '/contact-us', '/redirect?to=https%3A%2F%2Fapps.apple.com%2F', ...LEGAL_PAGES.map((page) => `/${page}`),
  ...REGIONS.map((id) => `/vpn-server/${id}`),
  ...PRODUCTS.map((id) => `/download/${id}`),
  ...NETWORKS.map((id) => `/vpn-for-social-media/${id}`),
];

function renderPage(path: string, lang: string) {
  const test = createTestI18n(lang);
  const router = createMemoryRouter(areaModule.routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={test.i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, missing: test.missing };
}

describe.each(['en', 'ar'])('pages in %s', (lang) => {
  test.each(PATHS)('%s renders one H1 and asks for no missing text', (path) => {
    const { missing, container, unmount } = renderPage(path, lang);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(missing).toEqual([]);
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
    unmount();
  });
});

describe('page structure', () => {
  test('the home page has a FAQ of at least six questions as disclosure widgets', () => {
    const { container } = renderPage('/', 'en');
    expect(container.querySelectorAll('#faq details').length).toBeGreaterThanOrEqual(6);
  });

  test('the home page links to every region, the downloads and /pricing', () => {
    renderPage('/', 'en');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const region of REGIONS) expect(hrefs).toContain(`/vpn-server/${region}`);
    expect(hrefs).toContain('/download/ios');
    expect(hrefs).toContain('/pricing');
  });

  test('a download page lists its install steps in order and links to its store through /redirect', () => {
    renderPage('/download/windows', 'en');
    const steps = screen.getByRole('heading', { name: 'How to install' }).parentElement?.querySelector('ol');
    expect(steps?.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Download for Windows' })).toHaveAttribute('href', '/redirect?to=https%3A%2F%2Fapps.microsoft.com%2F');
    expect(screen.getByRole('cell', { name: '401' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '402' })).toBeInTheDocument();
  });

  test('a region page shows its cities, its uses and its streaming and speed notes', () => {
    renderPage('/vpn-server/germany', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('VPN servers in Germany');
    for (const city of ['Frankfurt', 'Berlin', 'Munich']) expect(screen.getByText(city)).toBeInTheDocument();
    expect(screen.getByText(/DE-CIX/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /France/ })).toHaveAttribute('href', '/vpn-server/france');
  });

  test('the contact page renders its form with a live region', () => {
    renderPage('/contact-us', 'en');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
