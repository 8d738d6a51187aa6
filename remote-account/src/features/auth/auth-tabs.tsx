import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../lib/redirect-target.ts';

/** Which form /login shows: `?mode=signup` selects the emailed-code sign-up and sign-in. */
export type AuthMode = 'login' | 'signup';

/** The mode named by /login's query. */
export function authModeOf(params: URLSearchParams): AuthMode {
  return params.get('mode') === 'signup' ? 'signup' : 'login';
}

/**
 * The "Log in | Sign up" switch of /login: links (each mode has its own address, kept with the
 * `redirect` target), the current one marked with `aria-current`.
 */
export function AuthTabs({ mode, target }: { readonly mode: AuthMode; readonly target: string }) {
  const { t } = useTranslation('login');
  return (
    <nav className="auth-tabs" aria-label={t('tabs.label')}>
      {(['login', 'signup'] as const).map((item) => (
        <Link
          key={item}
          className={item === mode ? 'auth-tabs__tab auth-tabs__tab--current' : 'auth-tabs__tab'}
          to={loginPath({ ...(item === 'signup' ? { mode: 'signup' } : {}), target })}
          replace
          aria-current={item === mode ? 'page' : undefined}
        >
          {t(`tabs.${item}`)}
        </Link>
      ))}
    </nav>
  );
}
