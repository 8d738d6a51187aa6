import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, type SeenRequest } from '../../testing/fake-api.ts';
import { renderAccount } from '../../testing/render-account.tsx';

const QUERY = 'POST /api/mms/account/v1/web/user_ip/query';
const BIND = 'POST /api/mms/account/v1/web/user_ip/bind';
const REMOVE = 'POST /api/mms/account/v1/web/user_ip/remove';

const ipCard = () => screen.getByRole('region', { name: 'IP binding' });
const bindings = (ips: string[]) => ok({ ips: ips.map((ip) => ({ ip, created_at: Date.UTC(2026, 0, 2) })), current_ip: '198.51.100.4', max: 5 });

test('queries with a timestamp, binds the current address and removes one after confirming', async () => {
  const view = await renderAccount({
    url: '/myaccount',
    token: 'tok',
    routes: {
      [QUERY]: bindings(['203.0.113.7']),
      [BIND]: (request: SeenRequest) => ok({ ip: (request.body as { ip: string }).ip, created_at: Date.UTC(2026, 0, 3) }),
      [REMOVE]: ok(null),
    },
  });
  expect(await within(ipCard()).findByText('203.0.113.7')).toBeInTheDocument();
  expect(within(ipCard()).getByText('1 of 5 addresses bound')).toBeInTheDocument();
  const span = (view.api.calls(QUERY)[0]?.body as { _span: unknown })._span;
  expect(typeof span).toBe('number');

  fireEvent.click(within(ipCard()).getByRole('button', { name: 'Use my current IP (198.51.100.4)' }));
  expect(within(ipCard()).getByRole('textbox', { name: 'IP address' })).toHaveValue('198.51.100.4');
  fireEvent.click(within(ipCard()).getByRole('button', { name: 'Bind address' }));
  expect(await within(ipCard()).findByText('198.51.100.4')).toBeInTheDocument();
  expect(view.api.calls(BIND)[0]?.body).toEqual({ ip: '198.51.100.4' });
  expect(within(ipCard()).getByText('2 of 5 addresses bound')).toBeInTheDocument();

  fireEvent.click(within(ipCard()).getByRole('button', { name: 'Remove 203.0.113.7' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(ipCard()).queryByText('203.0.113.7')).not.toBeInTheDocument());
  expect(view.api.calls(REMOVE)[0]?.body).toEqual({ ip: '203.0.113.7' });
  expect(await screen.findByText('203.0.113.7 has been removed.')).toBeInTheDocument();
});

test('checks the address before sending it', async () => {
  const view = await renderAccount({ url: '/myaccount', token: 'tok', routes: { [QUERY]: bindings([]) } });
  const field = await within(ipCard()).findByRole('textbox', { name: 'IP address' });
  fireEvent.change(field, { target: { value: '300.1.2.3' } });
  fireEvent.click(within(ipCard()).getByRole('button', { name: 'Bind address' }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription('Enter a valid IPv4 or IPv6 address, like 203.0.113.7.');
  expect(view.api.calls(BIND)).toHaveLength(0);
});

test('explains the limit when the API refuses a sixth address', async () => {
  await renderAccount({
    url: '/myaccount',
    token: 'tok',
    routes: { [QUERY]: bindings(['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']), [BIND]: fail(400, 40020, 'too many') },
  });
  fireEvent.change(await within(ipCard()).findByRole('textbox', { name: 'IP address' }), { target: { value: '192.0.2.6' } });
  fireEvent.click(within(ipCard()).getByRole('button', { name: 'Bind address' }));
  const form = within(ipCard()).getByRole('form', { name: 'Bind address' });
  expect(await within(form).findByRole('alert')).toHaveTextContent('You can bind up to 5 addresses. Remove one first.');
});
