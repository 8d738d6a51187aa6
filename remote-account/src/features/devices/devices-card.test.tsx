import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../../testing/fake-api.ts';
import { renderAccount } from '../../testing/render-account.tsx';

const LIST = 'GET /api/mms/account/v1/web/device/list';
const UNBIND = 'POST /api/mms/account/v1/web/device/unbind';
const DEVICES = [
  { app_type: 1, app_name: 'iOS_Master', user_id: 5550001, device_name: "Ann's iPhone", created_at: 0, last_seen_at: Date.UTC(2026, 2, 1) },
  { app_type: 401, app_name: 'Windows_Master', user_id: 5550002, device_name: 'Work laptop', created_at: 0, last_seen_at: Date.UTC(2026, 1, 1) },
];

const devicesCard = () => screen.getByRole('region', { name: 'Devices' });

test('lists bound devices by friendly product name and unbinds one after confirming', async () => {
  const view = await renderAccount({ url: '/myaccount', token: 'tok', routes: { [LIST]: ok({ devices: DEVICES }), [UNBIND]: ok(null) } });
  expect(await within(devicesCard()).findByText('iOS · Master')).toBeInTheDocument();
  expect(within(devicesCard()).getByText('Windows · Master')).toBeInTheDocument();

  fireEvent.click(within(devicesCard()).getByRole('button', { name: "Unbind Ann's iPhone" }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent("Unbind Ann's iPhone? The app on it will be signed out.");
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));

  await waitFor(() => expect(within(devicesCard()).queryByText("Ann's iPhone")).not.toBeInTheDocument());
  expect(view.api.calls(UNBIND)[0]?.body).toEqual({ unbind_app_type: 1, unbind_user_id: 5550001 });
  expect(within(devicesCard()).getByText('Work laptop')).toBeInTheDocument();
  expect(await screen.findByText("Ann's iPhone has been unbound.")).toBeInTheDocument();
});

test('keeps the device when the visitor cancels', async () => {
  const view = await renderAccount({ url: '/myaccount', token: 'tok', routes: { [LIST]: ok({ devices: DEVICES }) } });
  fireEvent.click(await within(devicesCard()).findByRole('button', { name: 'Unbind Work laptop' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(view.api.calls(UNBIND)).toHaveLength(0);
  expect(within(devicesCard()).getByText('Work laptop')).toBeInTheDocument();
});

test('drops a device that was already unbound elsewhere', async () => {
  await renderAccount({ url: '/myaccount', token: 'tok', routes: { [LIST]: ok({ devices: DEVICES }), [UNBIND]: fail(404, 404, 'device not found') } });
  fireEvent.click(await within(devicesCard()).findByRole('button', { name: 'Unbind Work laptop' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unbind' }));
  expect(await screen.findByText('That device was already unbound.')).toBeInTheDocument();
  expect(within(devicesCard()).queryByText('Work laptop')).not.toBeInTheDocument();
});

test('offers a retry when the list does not load', async () => {
  const view = await renderAccount({ url: '/myaccount', token: 'tok', routes: { [LIST]: 'network-error' } });
  expect(await within(devicesCard()).findByText("We couldn't load your devices.")).toBeInTheDocument();
  view.api.on({ [LIST]: ok({ devices: [] }) });
  fireEvent.click(within(devicesCard()).getByRole('button', { name: 'Try again' }));
  expect(await within(devicesCard()).findByText('No devices are bound to your account yet.')).toBeInTheDocument();
});
