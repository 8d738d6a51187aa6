import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createBus } from '@meridian/shared/bus';
import { SessionContext } from '@meridian/shared/session';
import { createUserStore } from '@meridian/shared/user';
import myaccount from '../../locales/en/myaccount.json';
import { fail, ok } from '../testing/fake-api.ts';
import { installFakeCaptcha } from '../testing/fake-captcha.ts';
import { PROFILE_PATH, profile, renderAccount } from '../testing/render-account.tsx';
import { MyAccountPage } from './my-account.tsx';

const SUBSCRIPTIONS = 'GET /api/mms/payment/v1/web/subscription_my';
const PLANS = 'GET /api/mms/payment/v1/providers/plans';

test('sends an anonymous visitor to /login and back to /myaccount after logging in', async () => {
  const captcha = installFakeCaptcha();
  const view = await renderAccount({
    url: '/myaccount',
    routes: { 'POST /ws/mm/reca/r2/api/mms/account/v1/web/login': ok({ token: 'tok' }) },
  });
  await waitFor(() => expect(view.path()).toBe('/login?redirect=%2Fmyaccount'));

  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#1' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(view.path()).toBe('/myaccount');
  captcha.uninstall();
});

test('server-renders a loading state, never the account', () => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { myaccount } }, initAsync: false, interpolation: { escapeValue: false } });
  const user = createUserStore({
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    cookies: { get: () => undefined, set: () => {}, remove: () => {} },
    bus: createBus(),
    fetchProfile: () => Promise.reject(new Error('no API on the server')),
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={{ http: null, user, apiBase: 'http://api.test' }}>
        <MemoryRouter initialEntries={['/myaccount']}>
          <MyAccountPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  expect(html).toContain('<h1 class="page-intro__title">My account</h1>');
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('Loading your account…');
  expect(html).not.toContain('Profile');
});

test('shows the profile, VIP days and subscription of a signed-in visitor', async () => {
  const day = 86_400;
  await renderAccount({
    url: '/myaccount',
    token: 'tok',
    routes: {
      [`GET ${PROFILE_PATH}`]: ok(profile({ user_id: 100007, email: 'vip@example.com', remain_time: 23 * day + 5 })),
      [SUBSCRIPTIONS]: ok({
        subscriptions: [
          { id: 3, plan_id: 2, provider: 'so', status: 'active', currency: 'USD', amount: '59.88', auto_renew: true, started_at: 0, expires_at: Date.UTC(2027, 0, 15) },
        ],
      }),
      [PLANS]: ok({ plans: [{ id: 2, name: '1 year', duration_months: 12 }] }),
    },
  });
  expect(await screen.findByText('vip@example.com')).toBeInTheDocument();
  expect(screen.getByText('100007')).toBeInTheDocument();
  expect(screen.getByText('23 days')).toBeInTheDocument();
  expect(await screen.findByText('1 year')).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByText('SO')).toBeInTheDocument();
  expect(screen.getByText('$59.88')).toBeInTheDocument();
  expect(screen.getByText('Renews on')).toBeInTheDocument();
});

test('prompts an account without a password to set one', async () => {
  const view = await renderAccount({
    url: '/myaccount',
    token: 'tok',
    routes: {
      [`GET ${PROFILE_PATH}`]: ok(profile({ is_password_set: false })),
      'POST /api/mms/account/v1/web/set_password': ok(null),
    },
  });
  expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret#1' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Secret#1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));

  expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  expect(view.user.getSnapshot().info?.password_set).toBe(true);
});

test('says the current password is wrong when changing it', async () => {
  await renderAccount({
    url: '/myaccount',
    token: 'tok',
    routes: { 'POST /api/mms/account/v1/web/change_password': fail(400, 40013, 'current password is wrong') },
  });
  const current = await screen.findByLabelText('Current password');
  fireEvent.change(current, { target: { value: 'Old#pass1' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New#pass1' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'New#pass1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

  await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
  expect(current).toHaveAccessibleDescription('Your current password is wrong.');
});

test('logs out and lands on the login screen', async () => {
  const view = await renderAccount({ url: '/myaccount', token: 'tok' });
  fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(view.path()).toBe('/login?redirect=%2Fmyaccount'));
  expect(view.user.getSnapshot().token).toBeNull();
  expect(view.api.calls('POST /api/mms/account/v1/web/logout')).toHaveLength(1);
});
