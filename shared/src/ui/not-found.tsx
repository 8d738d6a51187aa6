import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { partOfItsOwn } from './part-of-its-own.tsx';

/**
 * The search box and useful pages of a dead end (`status-help.tsx`), rendered on the server and
 * loaded in the browser only by a page that shows it. `reloadDocument` for the unavailable page.
 */
export const StatusHelpLater = partOfItsOwn(() => import('./status-help.tsx').then(({ StatusHelp }) => StatusHelp));

/** Props of {@link NotFoundScreen}. */
export interface NotFoundScreenProps {
  /** The status message of rule route.not-found ('Page not found: {path}' or 'Page Not Found: {path}'). */
  readonly message: string;
  /** The path that was asked for. */
  readonly path: string;
}

/** The not-found screen (`/404` and every unmatched path; rule route.not-found), with a search box and the most useful pages. */
export function NotFoundScreen({ message, path }: NotFoundScreenProps) {
  const { t } = useTranslation('common');
  return (
    <section className="status-screen" aria-labelledby="status-title" data-status-message={message}>
      <div className="container container--narrow">
        <p className="status-screen__code" aria-hidden="true">
          404
        </p>
        <h1 id="status-title">{t('notFound.h1')}</h1>
        <p className="page-intro__lead">{t('notFound.intro')}</p>
        <p className="status-screen__detail">{t('notFound.detail', { path })}</p>
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
        <StatusHelpLater />
      </div>
    </section>
  );
}
