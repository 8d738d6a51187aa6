import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Which form /login shows: `?mode=signup` selects sign-up. */
export type AuthMode = 'login' | 'signup';

/** The mode named by /login's query. */
export function authModeOf(params: URLSearchParams): AuthMode {
  return params.get('mode') === 'signup' ? 'signup' : 'login';
}

/**
 * The "Log in | Sign up" switch of /login: links (each mode has its own address, kept with the
 * `redirect` parameter), the current one marked with `aria-current`.
 */
export function AuthTabs({ mode }: { readonly mode: AuthMode }) {
  const { t } = useTranslation('login');
  const [params] = useSearchParams();
  const hrefFor = (next: AuthMode) => {
    const query = new URLSearchParams(params);
    if (next === 'signup') query.set('mode', 'signup');
    else query.delete('mode');
    const search = query.toString();
    return search ? `/login?${search}` : '/login';
  };
  return (
    <nav className="auth-tabs" aria-label={t('tabs.label')}>
      {(['login', 'signup'] as const).map((item) => (
        <Link
          key={item}
          className={item === mode ? 'auth-tabs__tab auth-tabs__tab--current' : 'auth-tabs__tab'}
          to={hrefFor(item)}
          replace
          aria-current={item === mode ? 'page' : undefined}
        >
          {t(`tabs.${item}`)}
        </Link>
      ))}
    </nav>
  );
}
