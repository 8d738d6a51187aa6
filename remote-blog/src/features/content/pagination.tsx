import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePath } from './paging.ts';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Unpaged path of the list, for example `/blog/more`. */
  readonly base: string;
  readonly page: number;
  readonly pageCount: number;
}

/** Previous and next links and the current page; nothing for a single page. */
export function Pagination({ base, page, pageCount }: PaginationProps) {
  const { t } = useTranslation('blog');
  if (pageCount <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="button button--ghost button--small" rel="prev" to={pagePath(base, page - 1)}>
          {t('pagination.previous')}
        </Link>
      ) : null}
      <span className="blog-pagination__status" aria-current="page">
        {t('pagination.status', { page, pages: pageCount })}
      </span>
      {page < pageCount ? (
        <Link className="button button--ghost button--small" rel="next" to={pagePath(base, page + 1)}>
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
