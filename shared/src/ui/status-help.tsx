/**
 * What a visitor who hit a dead end needs next (decision 040): a search box that searches the blog
 * through its search page (`/blog/search?q=`, a GET form that works without JavaScript) and the
 * most useful pages. Shown by the not-found and the unavailable pages; its own chunk, so no page
 * that renders normally starts with it.
 */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The most useful pages: path and `footer:links.*` key (the footer's words, loaded on every page). */
const USEFUL_LINKS = [
  ['/pricing', 'pricing'],
  ['/features', 'features'],
  ['/download', 'download'],
  ['/vpn-server', 'servers'],
  ['/what-is-my-ip', 'whatIsMyIp'],
  ['/blog', 'blog'],
] as const;

/** The search box and the list of useful pages; `reloadDocument` for pages outside the router's areas (503). */
export function StatusHelp({ reloadDocument = false }: { readonly reloadDocument?: boolean }) {
  const { t } = useTranslation('common');
  const { t: links } = useTranslation('footer');
  return (
    <div className="status-help">
      <Form method="get" action="/blog/search" role="search" className="status-help__search" reloadDocument={reloadDocument}>
        <label className="status-help__label" htmlFor="status-help-q">
          {t('statusHelp.label')}
        </label>
        <span className="status-help__row">
          <input id="status-help-q" type="search" name="q" required maxLength={100} />
          <button className="button button--primary" type="submit">
            {t('statusHelp.submit')}
          </button>
        </span>
      </Form>
      <nav aria-labelledby="status-help-links">
        <h2 id="status-help-links" className="status-help__title">
          {t('notFound.popular')}
        </h2>
        <ul className="status-help__links">
          {USEFUL_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link to={to} reloadDocument={reloadDocument}>
                {links(`links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
