/**
 * `/login`: log in with email and password (captcha v2, needs JavaScript), or, with
 * `?mode=signup`, sign up or sign in by emailed code (works without JavaScript); a new account is
 * then offered to choose a password (`?step=password`). Everything posts to this route's action;
 * afterwards the visitor goes to the same-site `?redirect=` target.
 */
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { FormNotice } from '../components/form-notice.tsx';
import { currentProfile } from '../features/account/current-profile.ts';
import { AuthTabs, authModeOf, type AuthMode } from '../features/auth/auth-tabs.tsx';
import { CodeSignInForm } from '../features/auth/code-sign-in-form.tsx';
import { LOGIN_INTENT, passwordLogin, requestCode, verifyCode } from '../features/auth/login-actions.ts';
import { LoginForm } from '../features/auth/login-form.tsx';
import { SignedInPanel } from '../features/auth/signed-in-panel.tsx';
import { PASSWORD_INTENT, setPasswordAction } from '../features/password/password-actions.ts';
import { SetPasswordForm } from '../features/password/set-password-form.tsx';
import { refuse } from '../lib/action-result.ts';
import { DONE_PARAM, donePath } from '../lib/done-notice.ts';
import { formOf, textField } from '../lib/form-data.ts';
import { loginPath, redirectTargetOf } from '../lib/redirect-target.ts';
import { INTENT_FIELD, LOGOUT_INTENT } from '../lib/use-form-result.ts';

/** What /login shows. */
export type LoginView =
  | { readonly kind: 'forms'; readonly mode: AuthMode; readonly claim: boolean }
  | { readonly kind: 'set-password' }
  | { readonly kind: 'signed-in'; readonly email: string };

/** The loader's data. */
export interface LoginData {
  readonly view: LoginView;
  /** Where to go afterwards: a path of this site. */
  readonly target: string;
  /** A confirmation carried by the address (`?done=logged-out`, `?done=password-reset`), or null. */
  readonly notice: 'logged-out' | 'password-reset' | null;
}

const NOTICES = new Set(['logged-out', 'password-reset']);

/** Who is here decides the view: forms, the "choose a password" step, or "you're logged in". */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<LoginData> {
  const page = pageOf(context);
  const url = new URL(request.url);
  const done = url.searchParams.get(DONE_PARAM);
  const base = { target: redirectTargetOf(request.url), notice: done && NOTICES.has(done) ? (done as LoginData['notice']) : null };
  const mode = authModeOf(url.searchParams);
  const profile = await currentProfile(page);
  if (profile === 'signed-out') return { ...base, view: { kind: 'forms', mode, claim: false } };
  if (profile === 'unknown') return { ...base, view: { kind: 'signed-in', email: '' } };
  // An account made at checkout has no email: the code sign-in adds one and keeps its purchase.
  if (profile.email === null) return { ...base, view: { kind: 'forms', mode: 'signup', claim: true } };
  if (url.searchParams.get('step') === 'password' && !profile.passwordSet) return { ...base, view: { kind: 'set-password' } };
  return { ...base, view: { kind: 'signed-in', email: profile.email } };
}

/** Runs the posted form (`intent`): password login, code request or check, a new password, log out. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = pageOf(context);
  const form = await formOf(request);
  const target = redirectTargetOf(request.url);
  const intent = textField(form, INTENT_FIELD);
  switch (intent) {
    case LOGIN_INTENT.password:
      return passwordLogin(page, form, target);
    case LOGIN_INTENT.requestCode:
    case LOGIN_INTENT.resendCode:
      return requestCode(page, form, intent);
    case LOGIN_INTENT.verifyCode:
      return verifyCode(page, form, target);
    case PASSWORD_INTENT.set:
      return setPasswordAction(page, form, { done: target, signedOut: loginPath({ target }) });
    case LOGOUT_INTENT:
      await page.signOut();
      return redirect(donePath('/login', 'logged-out'));
    default:
      return refuse(intent, { problem: { key: 'form.api.invalid' } });
  }
}

function LoginBody({ data }: { readonly data: LoginData }) {
  const { view, target } = data;
  if (view.kind === 'signed-in') return <SignedInPanel email={view.email} target={target} />;
  if (view.kind === 'set-password') return <SetPasswordForm ns="login" skipTo={target} />;
  const codePath = loginPath({ mode: 'signup', target });
  return (
    <>
      {view.claim ? null : <AuthTabs mode={view.mode} target={target} />}
      {view.mode === 'signup' ? <CodeSignInForm startPath={codePath} claim={view.claim} /> : <LoginForm codeSignInPath={codePath} />}
    </>
  );
}

/** The page. */
export function Component() {
  const { t } = useTranslation('login');
  const data = useLoaderData<LoginData>();
  return (
    <>
      <PageIntro ns="login" />
      <section className="section account-section">
        <div className="container container--narrow">
          {data.notice ? <FormNotice>{t(`notices.${data.notice}`)}</FormNotice> : null}
          <div className="account-panel">
            <LoginBody data={data} />
          </div>
          <p className="account-section__aside">
            <Link to="/pricing">{t('noAccount')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
