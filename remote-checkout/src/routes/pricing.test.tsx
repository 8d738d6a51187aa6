import { fireEvent, screen, within } from '@testing-library/react';
import { errorReply, okReply } from '../testing/fake-http.ts';
import { GEO, PLANS, PRICES, apiPlan, catalogueRoutes, createSession, geoReply, plansReply } from '../testing/fixtures.ts';
import { renderArea } from '../testing/render-area.tsx';

afterEach(() => {
  jest.restoreAllMocks();
});

test('renders the H1 and a loading state without an API client, as on the server', () => {
  const { user } = createSession({});
  renderArea('/pricing', user, { http: null });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose your Meridian VPN plan');
  expect(screen.getByText(/^Loading/)).toBeInTheDocument();
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

test('lists the plans with monthly prices, discounts, trial and checkout links', async () => {
  const session = createSession(catalogueRoutes('US'));
  renderArea('/pricing?from=invite&uid=u42', session.user, { http: session.client });
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(3);
  const [month, year, twoYears] = cards.map((card) => within(card));
  expect(month?.getByRole('heading')).toHaveTextContent('1 month');
  expect(month?.getByText('$12.99/month')).toBeInTheDocument();
  expect(month?.getByText('First month for $0.99, then $12.99 every month')).toBeInTheDocument();
  expect(month?.queryByText(/Save/)).toBeNull();
  expect(year?.getByText('Save 62%')).toBeInTheDocument();
  expect(year?.getByText('$4.99/month')).toBeInTheDocument();
  expect(year?.getByText('Billed $59.88 every 12 months')).toBeInTheDocument();
  expect(twoYears?.getByText('Save 69%')).toBeInTheDocument();
  expect(twoYears?.getByText('Best value')).toBeInTheDocument();
  expect(twoYears?.getByText('$3.99/month')).toBeInTheDocument();
  expect(twoYears?.getByRole('link', { name: 'Choose plan' })).toHaveAttribute('href', '/pricing/checkout/3?from=invite&uid=u42');
  expect(session.callsTo(PLANS)[0]).toMatchObject({ params: { currency: 'USD' }, headers: expect.objectContaining({ 'X-From': 'pricing' }) });
  expect(session.callsTo(PRICES)[0]?.params).toEqual({ product_ids: '1,2,3', customer_country: 'US' });
});

test('prices in pounds for a visitor from GB and applies the localised price', async () => {
  const gbp = [apiPlan(2, 12, '131.88', '47.88', null, 'GBP', '£')];
  const session = createSession({
    [GEO]: geoReply('GB'),
    [PLANS]: plansReply(gbp),
    [PRICES]: okReply({ products: [{ product_id: 2, currency: 'GBP', subscription: { price: { gross: '57.456' } } }] }),
  });
  renderArea('/pricing', session.user, { http: session.client });
  expect(await screen.findByText('Billed £57.46 every 12 months')).toBeInTheDocument();
  expect(screen.getByText('£4.79/month')).toBeInTheDocument();
  expect(screen.getByText('Prices shown in GBP (£).')).toBeInTheDocument();
  expect(session.callsTo(PLANS)[0]?.params).toEqual({ currency: 'GBP' });
});

test('shows at least 59 % on a plan with a smaller discount', async () => {
  const session = createSession({ ...catalogueRoutes(), [PLANS]: plansReply([apiPlan(7, 12, '100.00', '80.00')]) });
  renderArea('/pricing', session.user, { http: session.client });
  expect(await screen.findByText('Save 59%')).toBeInTheDocument();
});

test('falls back to USD when geo_info fails, and only logs a failed price localisation', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const session = createSession({ ...catalogueRoutes(), [GEO]: 'network-error', [PRICES]: errorReply(500, 500) });
  renderArea('/pricing', session.user, { http: session.client });
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  expect(session.callsTo(PLANS)[0]?.params).toEqual({ currency: 'USD' });
  expect(session.callsTo(PRICES)[0]?.params).toEqual({ product_ids: '1,2,3' });
  expect(warn).toHaveBeenCalledWith('price localisation failed', expect.objectContaining({ code: 500 }));
});

test('offers a retry when the plans cannot be loaded', async () => {
  const session = createSession({ ...catalogueRoutes(), [PLANS]: [errorReply(503, 503), plansReply()] });
  renderArea('/pricing', session.user, { http: session.client });
  expect(await screen.findByText(/couldn't load the plans/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByRole('article')).toHaveLength(3);
});
