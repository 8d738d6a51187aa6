/** /myaccount in the browser: the guard on client navigation, deferred cards while they load, logging out. */
import { fireEvent, screen, within } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { okReply } from '../../../tooling/testing/fake-http.ts';
import { profileReply } from '../../../tooling/testing/api-replies.ts';
import { renderInBrowser } from 'host/testing/render-area';
import login from '../../locales/en/login.json';
import myaccount from '../../locales/en/myaccount.json';
import { areaModule } from '../expose/routes.ts';

const PROFILE = 'GET /api/mms/account/v1/web/profile';
const DEVICES = 'GET /api/mms/account/v1/web/device/list';
const bundles = { en: { login, myaccount } };
const profile = profileReply();

function Root() {
  return (
    <>
      <Link to="/myaccount">Go to My account</Link>
      <Outlet />
    </>
  );
}

test('a signed-out visitor navigating to My account lands on /login, coming back afterwards', async () => {
  const page = await renderInBrowser({ module: areaModule, bundles, url: '/login', Root });
  fireEvent.click(await screen.findByRole('link', { name: 'Go to My account' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Meridian VPN' })).toBeInTheDocument();
  expect(page.path()).toBe('/login?redirect=%2Fmyaccount');
});

test('a client navigation shows the profile and fills each deferred card from its own call', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login',
    token: 'tok',
    Root,
    routes: {
      [PROFILE]: profile,
      [DEVICES]: okReply({
        devices: [{ app_type: 101, app_name: 'android', user_id: 1, device_name: 'Pixel 9', created_at: 0, last_seen_at: 0 }],
      }),
    },
  });
  fireEvent.click(await screen.findByRole('link', { name: 'Go to My account' }));
  expect(within(await screen.findByRole('region', { name: 'Profile' })).getByText('ann@example.com')).toBeInTheDocument();
  expect(await within(screen.getByRole('region', { name: 'Devices' })).findByText('Pixel 9')).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Orders and receipts' })).findByText("We couldn't load your orders."),
  ).toBeInTheDocument();
  expect(page.path()).toBe('/myaccount');
});

test('logs out and lands on the login screen, signed out', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/myaccount',
    token: 'tok',
    routes: { [PROFILE]: profile, 'POST /api/mms/account/v1/web/logout': okReply(null) },
  });
  fireEvent.click(within(await screen.findByRole('region', { name: 'Profile' })).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText("You're logged out.")).toBeInTheDocument();
  expect(page.path()).toBe('/login?done=logged-out');
  expect(page.user.getToken()).toBeNull();
  expect(page.http.callsTo('POST /api/mms/account/v1/web/logout')).toHaveLength(1);
});
