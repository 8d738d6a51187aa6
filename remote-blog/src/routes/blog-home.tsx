import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { toCard, type CardPost } from '../features/content/card-post.ts';
import { CategoryChips } from '../features/content/category-chips.tsx';
import { loadListing } from '../features/content/fetch-content.ts';
import { PostList } from '../features/content/post-list.tsx';
import { pageOf } from '@meridian/shared/route-module';

/** Posts the blog home shows. */
export const HOME_LATEST = 6;

/** Loader data of `/blog`. */
export interface HomeData {
  readonly latest: readonly CardPost[];
  readonly total: number;
}

/** Latest posts of the page language. */
export async function blogHomeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const posts = await loadListing(pageOf(context).locale);
  return { latest: posts.slice(0, HOME_LATEST).map(toCard), total: posts.length };
}

/** `/blog`: categories and the latest posts. */
export function BlogHome() {
  const { t } = useTranslation('blog');
  const { latest, total } = useLoaderData<HomeData>();
  return (
    <>
      <PageIntro ns="blog">
        <CategoryChips />
      </PageIntro>
      <section className="section" aria-labelledby="blog-latest">
        <div className="container">
          <h2 id="blog-latest" className="section__title">
            {t('latest')}
          </h2>
          {latest.length > 0 ? <PostList posts={latest} headingLevel={3} eager={3} /> : <p className="blog-empty">{t('empty')}</p>}
          {total > latest.length ? (
            <p className="section__more">
              <Link className="button button--ghost" to="/blog/more">
                {t('allArticles')}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
