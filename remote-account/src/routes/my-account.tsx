/**
 * `/myaccount`, signed-in only: a signed-out visitor is sent to /login and back (HTTP 302 from
 * the server). The profile is awaited; subscriptions, orders, devices and IP bindings are
 * deferred (never failing: each card says when its part did not load). Every form posts to
 * this route's action and works without JavaScript.
 */
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageOf, type PageContext } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { LoadFailed } from '../components/load-failed.tsx';
import { fetchOrders, fetchPlanTerms, fetchSubscriptions } from '../features/account/account-api.ts';
import { currentProfile } from '../features/account/current-profile.ts';
import { LOGIN_INTENT } from '../features/auth/login-actions.ts';
import { UNBIND_INTENT, unbindDeviceAction } from '../features/devices/device-actions.ts';
import { fetchDevices } from '../features/devices/devices-api.ts';
import { IP_INTENT, bindIpAction, removeIpAction } from '../features/ip-binding/ip-actions.ts';
import { queryIps } from '../features/ip-binding/ip-binding-api.ts';
import { PASSWORD_INTENT, PASSWORD_SECTION, changePasswordAction, setPasswordAction } from '../features/password/password-actions.ts';
import { SUPPORT_INTENT, supportAction } from '../features/support/support-action.ts';
import { refuse } from '../lib/action-result.ts';
import { donePath } from '../lib/done-notice.ts';
import { formOf, textField } from '../lib/form-data.ts';
import { settle } from '../lib/loaded.ts';
import { loginPath, loginPathFor } from '../lib/redirect-target.ts';
import { INTENT_FIELD, LOGOUT_INTENT } from '../lib/use-form-result.ts';
import { AccountDashboard, type MyAccountData } from './my-account-dashboard.tsx';

const PAGE = '/myaccount';
const SIGNED_OUT = loginPathFor({ pathname: PAGE });

const unloaded = { ok: false } as const;

function deferredParts(page: PageContext, now: number) {
  const api = page.api();
  return {
    subscription: settle(
      api.then(async (http) => {
        const [subscriptions, terms] = await Promise.all([fetchSubscriptions(http), fetchPlanTerms(http).catch(() => ({}))]);
        return { subscriptions, terms };
      }),
    ),
    orders: settle(api.then(fetchOrders)),
    devices: settle(api.then(fetchDevices)),
    ips: settle(api.then((http) => queryIps(http, now))),
  };
}

/** Signed out: to /login and back. Signed in: the profile now, the rest deferred. */
export async function loader({ context }: LoaderFunctionArgs): Promise<MyAccountData> {
  const page = pageOf(context);
  const now = Date.now();
  const profile = await currentProfile(page);
  if (profile === 'signed-out') throw redirect(SIGNED_OUT);
  if (profile === 'unknown') return { now, profile: null, subscription: unloaded, orders: unloaded, devices: unloaded, ips: unloaded };
  return { now, profile, ...deferredParts(page, now) };
}

/** Runs the posted form (`intent`); a signed-out visitor is sent to /login first. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = pageOf(context);
  if (!page.signedIn()) return redirect(SIGNED_OUT);
  const form = await formOf(request);
  const intent = textField(form, INTENT_FIELD);
  const paths = { page: PAGE, signedOut: SIGNED_OUT };
  switch (intent) {
    case PASSWORD_INTENT.set:
      return setPasswordAction(page, form, { done: donePath(PAGE, 'password-set', PASSWORD_SECTION), signedOut: SIGNED_OUT });
    case PASSWORD_INTENT.change:
      return changePasswordAction(page, form, { done: donePath(PAGE, 'password-changed', PASSWORD_SECTION), signedOut: SIGNED_OUT });
    case IP_INTENT.bind:
      return bindIpAction(page, form, paths);
    case IP_INTENT.remove:
      return removeIpAction(page, form, paths);
    case UNBIND_INTENT:
      return unbindDeviceAction(page, form, paths);
    case SUPPORT_INTENT:
      return supportAction(page, form, paths);
    case LOGOUT_INTENT:
      await page.signOut();
      return redirect(donePath('/login', 'logged-out'));
    default:
      return refuse(intent, { problem: { key: 'form.api.invalid' } });
  }
}

/** The page. */
export function Component() {
  const { t } = useTranslation('myaccount');
  const data = useLoaderData<MyAccountData>();
  return (
    <>
      <PageIntro ns="myaccount" />
      <section className="section account-section">
        <div className="container">
          {data.profile ? (
            <AccountDashboard
              data={{ ...data, profile: data.profile }}
              claimPath={loginPath({ mode: 'signup' })}
              claimIntent={LOGIN_INTENT.requestCode}
            />
          ) : (
            <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} />
          )}
        </div>
      </section>
    </>
  );
}
