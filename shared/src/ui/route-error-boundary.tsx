import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from './not-found.tsx';

/** Data of a not-found response thrown by loaders and validation hooks. */
export interface NotFoundData {
  readonly message: string;
}

function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * The one error boundary every route area is built from (docs/conventions.md rule 11): a 404 response
 * shows the not-found screen with its status message; anything else a localised error screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = isNotFoundData(error.data) ? error.data.message : `Page not found: ${pathname}`;
    return <NotFoundScreen message={message} path={pathname} />;
  }
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <div className="container container--narrow">
        <h1 id="status-title">{t('error.h1')}</h1>
        <p className="page-intro__lead">{t('error.intro')}</p>
        <a className="button button--primary" href={pathname}>
          {t('error.retry')}
        </a>
      </div>
    </section>
  );
}
