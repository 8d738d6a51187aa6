/** What `/blog/more`, `/blog/category/{category}` and `/blog/tag/{tag}` share: a paged list of posts. */
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type Params } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notFound } from '@meridian/shared/ui';
import { toCard, type CardPost } from '../features/content/card-post.ts';
import type { PostSummary } from '../features/content/content-types.ts';
import { loadListing } from '../features/content/fetch-content.ts';
import { paginate } from '../features/content/paging.ts';
import { Pagination } from '../features/content/pagination.tsx';
import { PostList } from '../features/content/post-list.tsx';
import { requestPath } from './request.ts';
import { pageOf } from '@meridian/shared/route-module';

/** Loader data of a list page. */
export interface ListData {
  readonly posts: readonly CardPost[];
  readonly page: number;
  readonly pageCount: number;
  /** The unpaged path of the list, for page links. */
  readonly base: string;
}

/**
 * A list loader: `select` picks the posts (newest first; English originals stand in for posts
 * not translated yet), `base` names the unpaged path; a missing page is a 404, and with
 * `emptyIsNotFound` (tags) a list without any post is one too.
 */
export function listLoader(
  select: (posts: readonly PostSummary[], params: Params) => readonly PostSummary[],
  base: (params: Params) => string,
  { emptyIsNotFound = false }: { readonly emptyIsNotFound?: boolean } = {},
) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<ListData> => {
    const selected = select(await loadListing(pageOf(context).locale), params);
    if (emptyIsNotFound && selected.length === 0) throw notFound(requestPath(request), 'unmatched');
    const page = paginate(selected, params.page);
    if (!page) throw notFound(requestPath(request), 'unmatched');
    return { posts: page.items.map(toCard), page: page.page, pageCount: page.pageCount, base: base(params) };
  };
}

/** The posts of a list page with its page links, or the empty state; `before` goes above the list. */
export function ListSection({ before }: { readonly before?: ReactNode }) {
  const { t } = useTranslation('blog');
  const { posts, page, pageCount, base } = useLoaderData<ListData>();
  return (
    <section className="section">
      <div className="container">
        {before}
        {posts.length > 0 ? <PostList posts={posts} eager={page === 1 ? 3 : 0} /> : <p className="blog-empty">{t('empty')}</p>}
        <Pagination base={base} page={page} pageCount={pageCount} />
      </div>
    </section>
  );
}
