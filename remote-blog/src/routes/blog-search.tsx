import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { toCard, type CardPost } from '../features/content/card-post.ts';
import { CategoryChips } from '../features/content/category-chips.tsx';
import { loadIndex, loadSearchData } from '../features/content/fetch-content.ts';
import { PostList } from '../features/content/post-list.tsx';
import { Highlighted } from '../features/search/highlight.tsx';
import { cachedIndex, normaliseQuery, searchPosts } from '../features/search/search-index.ts';
import { pageOf } from '@meridian/shared/route-module';

/** Loader data of `/blog/search?q=`. */
export interface SearchData {
  readonly query: string;
  readonly results: readonly CardPost[];
  /** Words that matched (lowercase), for highlighting. */
  readonly terms: readonly string[];
}

const searchIndexOf = (locale: string) => cachedIndex(locale, () => loadSearchData(locale));

/**
 * Searches the page language's posts with its MiniSearch index. On the server it renders the
 * results into the page (search works without JavaScript); in the browser the index is fetched
 * on the first search and kept for the page.
 */
export async function blogSearchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const query = normaliseQuery(new URL(request.url).searchParams.get('q'));
  if (query === '') return { query, results: [], terms: [] };
  const { locale } = pageOf(context);
  const [{ posts }, index] = await Promise.all([loadIndex(locale), searchIndexOf(locale)]);
  const hits = searchPosts(index, query);
  const byKey = new Map(posts.map((post) => [post.unikey, post]));
  const results = hits.flatMap((hit) => {
    const post = byKey.get(hit.id);
    return post ? [toCard(post)] : [];
  });
  return { query, results, terms: [...new Set(hits.flatMap((hit) => hit.terms))] };
}

/** `/blog/search?q=`: a search form and the matching posts with the matches highlighted. */
export function SearchPage() {
  const { t, i18n } = useTranslation('blog');
  const { query, results, terms } = useLoaderData<SearchData>();
  // Fetch the index while the visitor types, so the first search answers at once.
  const warmUp = () => void searchIndexOf(i18n.language).catch(() => undefined);
  return (
    <>
      <PageIntro ns="blog" prefix="search">
        <Form method="get" role="search" className="blog-search">
          <label className="visually-hidden" htmlFor="blog-search-q">
            {t('search.label')}
          </label>
          <input
            key={query}
            id="blog-search-q"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t('search.placeholder')}
            onFocus={warmUp}
          />
          <button className="button button--primary" type="submit">
            {t('search.submit')}
          </button>
        </Form>
      </PageIntro>
      {query ? (
        <section className="section" aria-labelledby="blog-search-status">
          <div className="container">
            <p id="blog-search-status" className="blog-search__status" role="status">
              {results.length > 0 ? t('search.results', { count: results.length, query }) : t('search.empty', { query })}
            </p>
            {results.length > 0 ? (
              <PostList posts={results} eager={3} renderText={(text) => <Highlighted text={text} terms={terms} />} />
            ) : (
              <>
                <p>{t('search.emptyHint')}</p>
                <CategoryChips />
              </>
            )}
          </div>
        </section>
      ) : null}
    </>
  );
}
