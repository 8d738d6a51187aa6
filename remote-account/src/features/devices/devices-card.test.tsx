/** The devices card hydrated in the browser: unbind after a confirmation, the list follows. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, okReply, type FakeRoute } from '../../../../tooling/testing/fake-http.ts';
import { profileReply } from '../../../../tooling/testing/api-replies.ts';
import { renderInBrowser } from 'host/testing/render-area';
import login from '../../../locales/en/login.json';
import myaccount from '../../../locales/en/myaccount.json';
import { areaModule } from '../../expose/routes.ts';

const LIST = 'GET /api/mms/account/v1/web/device/list';
const UNBIND = 'POST /api/mms/account/v1/web/device/unbind';
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const DEVICES = [
  { app_type: 1, app_name: 'ios', user_id: 5550001, device_name: "Ann's iPhone", created_at: 0, last_seen_at: Date.UTC(2026, 2, 1) },
  { app_type: 501, app_name: 'web', user_id: 5550002, device_name: '', created_at: 0, last_seen_at: Date.UTC(2026, 1, 1) },
];
const card = () => screen.getByRole('region', { name: 'Devices' });
const cardLoaded = () => screen.findByRole('region', { name: 'Devices' });
const render = (routes: Record<string, FakeRoute>) =>
  renderInBrowser({
    module: areaModule,
    bundles: { en: { myaccount, login } },
    url: '/myaccount',
    token: 'tok',
    routes: { [PROFILE]: profileReply(), ...routes },
  });

test('lists devices by name and platform, and unbinds one after confirming', async () => {
  let devices = DEVICES;
  const page = await render({
    [LIST]: () => okReply({ devices }),
    [UNBIND]: () => {
      devices = devices.slice(1);
      return okReply(null);
    },
  });
  expect(await within(await cardLoaded()).findByText("Ann's iPhone")).toBeInTheDocument();
  expect(within(card()).getByText('iOS')).toBeInTheDocument();
  expect(within(card()).getByText('Web browser')).toBeInTheDocument();

  fireEvent.click(within(card()).getByRole('button', { name: "Unbind Ann's iPhone" }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent("Unbind Ann's iPhone? The app on it will be signed out.");
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));

  await waitFor(() => expect(within(card()).queryByText("Ann's iPhone")).not.toBeInTheDocument());
  expect(page.http.callsTo(UNBIND)[0]?.body).toEqual({ unbind_app_type: 1, unbind_user_id: 5550001 });
  expect(within(card()).getByText('The device has been unbound and signed out.')).toBeInTheDocument();
});

test('keeps the device when the visitor cancels', async () => {
  const page = await render({ [LIST]: okReply({ devices: DEVICES }) });
  fireEvent.click(await within(await cardLoaded()).findByRole('button', { name: 'Unbind Web browser' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(page.http.callsTo(UNBIND)).toHaveLength(0);
});

test('a device already unbound elsewhere is said so', async () => {
  await render({ [LIST]: okReply({ devices: DEVICES }), [UNBIND]: errorReply(404, 404, 'device not found') });
  fireEvent.click(await within(await cardLoaded()).findByRole('button', { name: "Unbind Ann's iPhone" }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unbind' }));
  expect(await within(card()).findByText('That device was already unbound.')).toBeInTheDocument();
});

test('a list that does not load offers to try again, which loads it again', async () => {
  const page = await render({ [LIST]: ['network-error', okReply({ devices: [] })] });
  expect(await within(await cardLoaded()).findByText("We couldn't load your devices.")).toBeInTheDocument();
  fireEvent.click(within(card()).getByRole('link', { name: 'Try again' }));
  expect(await within(card()).findByText('No devices are bound to your account yet.')).toBeInTheDocument();
  expect(page.http.callsTo(LIST)).toHaveLength(2);
});
