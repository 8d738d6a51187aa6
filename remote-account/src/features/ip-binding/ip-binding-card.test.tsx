/** The IP binding card hydrated in the browser: the same forms, enhanced with a confirmation and no page load. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, okReply, type RecordedRequest } from '../../../../tooling/testing/fake-http.ts';
import { profileReply } from '../../../../tooling/testing/api-replies.ts';
import { renderInBrowser } from 'host/testing/render-area';
import login from '../../../locales/en/login.json';
import myaccount from '../../../locales/en/myaccount.json';
import { areaModule } from '../../expose/routes.ts';

const QUERY = 'POST /api/mms/account/v1/web/user_ip/query';
const BIND = 'POST /api/mms/account/v1/web/user_ip/bind';
const REMOVE = 'POST /api/mms/account/v1/web/user_ip/remove';
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const profile = profileReply();

/** A fake API keeping the bound addresses, like the real one. */
function ipRoutes(initial: string[]) {
  const ips = new Set(initial);
  return {
    [PROFILE]: profile,
    [QUERY]: () => okReply({ ips: [...ips].map((ip) => ({ ip, created_at: Date.UTC(2026, 0, 2) })), current_ip: '198.51.100.4', max: 5 }),
    [BIND]: (request: RecordedRequest) => {
      const { ip } = request.body as { ip: string };
      if (ips.size >= 5) return errorReply(400, 40020, 'too many');
      ips.add(ip);
      return okReply({ ip, created_at: Date.UTC(2026, 0, 3) });
    },
    [REMOVE]: (request: RecordedRequest) => {
      const { ip } = request.body as { ip: string };
      return ips.delete(ip) ? okReply(null) : errorReply(404, 404);
    },
  };
}

const card = () => screen.getByRole('region', { name: 'IP binding' });
const cardLoaded = () => screen.findByRole('region', { name: 'IP binding' });
const render = (ips: string[]) =>
  renderInBrowser({ module: areaModule, bundles: { en: { myaccount, login } }, url: '/myaccount', token: 'tok', routes: ipRoutes(ips) });

test('queries with a timestamp, binds the current address with its button and shows the fresh list', async () => {
  const page = await render(['203.0.113.7']);
  expect(await within(await cardLoaded()).findByText('203.0.113.7')).toBeInTheDocument();
  expect(within(card()).getByText('1 of 5 addresses bound')).toBeInTheDocument();
  expect(typeof (page.http.callsTo(QUERY)[0]?.body as { _span: unknown })._span).toBe('number');

  fireEvent.click(within(card()).getByRole('button', { name: 'Bind my current IP (198.51.100.4)' }));
  expect(await within(card()).findByText('The address is now bound to your account.')).toBeInTheDocument();
  expect(within(card()).getByText('198.51.100.4')).toBeInTheDocument();
  expect(within(card()).getByText('2 of 5 addresses bound')).toBeInTheDocument();
  expect(page.http.callsTo(BIND)[0]?.body).toEqual({ ip: '198.51.100.4' });
  expect(page.path()).toBe('/myaccount?done=ip-bound');
});

test('removes an address after confirming, and keeps it when the visitor cancels', async () => {
  const page = await render(['203.0.113.7', '192.0.2.1']);
  fireEvent.click(await within(await cardLoaded()).findByRole('button', { name: 'Remove 192.0.2.1' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(page.http.callsTo(REMOVE)).toHaveLength(0);

  fireEvent.click(within(card()).getByRole('button', { name: 'Remove 203.0.113.7' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Remove 203.0.113.7 from your account?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(card()).queryByText('203.0.113.7')).not.toBeInTheDocument());
  expect(within(card()).getByText('The address has been removed.')).toBeInTheDocument();
  expect(page.http.callsTo(REMOVE)[0]?.body).toEqual({ ip: '203.0.113.7' });
});

test('checks the address before sending it, and empties the field after a bind', async () => {
  const page = await render([]);
  const field = await within(await cardLoaded()).findByRole('textbox', { name: 'IP address' });
  fireEvent.change(field, { target: { value: '300.1.2.3' } });
  fireEvent.click(within(card()).getByRole('button', { name: 'Bind address' }));
  await waitFor(() => expect(within(card()).getByRole('textbox', { name: 'IP address' })).toHaveAttribute('aria-invalid', 'true'));
  expect(within(card()).getByRole('textbox', { name: 'IP address' })).toHaveAccessibleDescription(
    'Enter a valid IPv4 or IPv6 address, like 203.0.113.7.',
  );
  expect(page.http.callsTo(BIND)).toHaveLength(0);

  fireEvent.change(within(card()).getByRole('textbox', { name: 'IP address' }), { target: { value: '2001:db8::1' } });
  fireEvent.click(within(card()).getByRole('button', { name: 'Bind address' }));
  expect(await within(card()).findByText('2001:db8::1')).toBeInTheDocument();
  expect(within(card()).getByRole('textbox', { name: 'IP address' })).toHaveValue('');
});

test('explains the limit when the API refuses a sixth address', async () => {
  await render(['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']);
  fireEvent.change(await within(await cardLoaded()).findByRole('textbox', { name: 'IP address' }), { target: { value: '192.0.2.6' } });
  fireEvent.click(within(card()).getByRole('button', { name: 'Bind address' }));
  const alert = await within(card()).findByRole('alert');
  expect(alert).toHaveTextContent('You can bind up to 5 addresses. Remove one first.');
  expect(within(card()).getByRole('form', { name: 'Bind address' })).toContainElement(alert);
});
