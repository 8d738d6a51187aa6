import { Form, Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { CATEGORIES, POSTS, type PostMeta } from '../features/posts.ts';
import { CategoryChips, PostList } from './post-list.tsx';

/** Loader data of list pages: the posts of the requested page. */
export interface ListData {
  readonly posts: readonly PostMeta[];
}

/** `/blog`: latest posts and the categories. */
export function BlogHome() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageIntro ns="blog" />
      <section className="section">
        <div className="container">
          <CategoryChips categories={CATEGORIES} />
          <h2 className="section__title">{t('latest')}</h2>
          <PostList posts={POSTS} />
          <p className="section__more">
            <Link to="/blog/more">{t('more.h1')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}

/** `/blog/more` and its pages. */
export function MorePage() {
  const { posts } = useLoaderData<ListData>();
  return (
    <>
      <PageIntro ns="blog" prefix="more" />
      <section className="section">
        <div className="container">
          <PostList posts={posts} />
        </div>
      </section>
    </>
  );
}

/** `/blog/category/{category}` and its pages. */
export function CategoryPage() {
  const { posts } = useLoaderData<ListData>();
  const { category = '' } = useParams();
  return (
    <>
      <PageIntro ns="blog" prefix={`categories.${category}`} />
      <section className="section">
        <div className="container">
          <CategoryChips categories={CATEGORIES} />
          <PostList posts={posts} />
        </div>
      </section>
    </>
  );
}

/** `/blog/tag/{tag}` and its pages. */
export function TagPage() {
  const { posts } = useLoaderData<ListData>();
  const { tag = '' } = useParams();
  return (
    <>
      <PageIntro ns="blog" prefix="tag" values={{ tag }} />
      <section className="section">
        <div className="container">
          <PostList posts={posts} />
        </div>
      </section>
    </>
  );
}

/** `/blog/search?q=`: finds posts whose title or introduction contains the query. */
export function SearchPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, 200);
  const needle = query.toLocaleLowerCase();
  const results = needle
    ? POSTS.filter((post) => `${t(`posts.${post.unikey}.title`)} ${t(`posts.${post.unikey}.intro`)}`.toLocaleLowerCase().includes(needle))
    : [];
  return (
    <>
      <PageIntro ns="blog" prefix="search">
        <Form method="get" role="search" className="blog-search">
          <label className="visually-hidden" htmlFor="blog-search-q">
            {t('search.label')}
          </label>
          <input id="blog-search-q" type="search" name="q" defaultValue={query} placeholder={t('search.placeholder')} />
          <button className="button button--primary" type="submit">
            {t('search.submit')}
          </button>
        </Form>
      </PageIntro>
      {query ? (
        <section className="section" aria-live="polite">
          <div className="container">
            <p>{results.length > 0 ? t('search.results', { count: results.length, query }) : t('search.empty', { query })}</p>
            <PostList posts={results} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** `/blog/{unikey}`: one post. */
export function PostPage() {
  const { t, i18n } = useTranslation('blog');
  const { unikey = '' } = useParams();
  const post = POSTS.find((item) => item.unikey === unikey);
  const body = t(`posts.${unikey}.body`).split('\n\n');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(post?.published ?? 0));
  return (
    <article>
      <header className="page-intro">
        <div className="container container--narrow">
          <h1 className="page-intro__title">{t(`posts.${unikey}.title`)}</h1>
          <p className="page-intro__lead">{t(`posts.${unikey}.intro`)}</p>
        </div>
      </header>
      <div className="container container--narrow post__body">
        <p className="post__meta">
          <time dateTime={post?.published}>{t('publishedOn', { date })}</time>
        </p>
        {body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
