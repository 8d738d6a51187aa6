import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteLocale, LOCALE_INFO } from '@meridian/shared/locales';
import { notFound } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import type { PageOffer } from '@meridian/shared/offer';
import { brandSummary, withBrandHtml } from '../features/content/brand.ts';
import { toCard, type CardPost } from '../features/content/card-post.ts';
import type { Post } from '../features/content/content-types.ts';
import { contentUrl } from '../features/content/content-url.ts';
import { coverSvg } from '../features/content/cover-markup.ts';
import { loadListing, loadPostOrOriginal } from '../features/content/fetch-content.ts';
import { blogPostingJsonLd, serializeJsonLd } from '../features/content/json-ld.ts';
import { PostList } from '../features/content/post-list.tsx';
import { PhrasedText } from '../features/content/phrased-text.tsx';
import { PostOffer } from '../features/content/post-offer.tsx';
import { publicPageUrl } from '../features/content/public-url.ts';
import { relatedPosts } from '../features/content/related-posts.ts';
import { ShareLinks } from '../features/content/share-links.tsx';
import { useBrand } from '../features/content/use-brand.ts';
import { useFormatDate } from '../features/content/use-format-date.ts';
import { useInternalLinks } from '../features/content/use-internal-links.ts';
import { requestPath } from './request.ts';
import { pageOf } from '@meridian/shared/route-module';

/** Loader data of `/blog/{unikey}`. */
export interface PostData {
  readonly post: Post & CardPost;
  readonly related: readonly CardPost[];
  /** Absolute public URL of the page. */
  readonly url: string;
  /** Absolute URL of the cover file, for structured data. */
  readonly imageUrl: string;
  /** BCP 47 tag of the page language. */
  readonly inLanguage: string;
  /** The sales offer of the box the post ends with; null when the plans could not be loaded. */
  readonly offer: PageOffer | null;
}

/** Guard for this route's loader data (read by the host for the page's hreflang alternates). */
export function isPostData(value: unknown): value is PostData {
  if (typeof value !== 'object' || value === null) return false;
  const post = (value as { post?: unknown }).post;
  return (
    typeof post === 'object' &&
    post !== null &&
    Array.isArray((post as { translations?: unknown }).translations) &&
    typeof (post as { language?: unknown }).language === 'string'
  );
}

/** The post in the page language, else its English original; 404 when neither exists. */
export async function blogPostLoader({ request, params, context }: LoaderFunctionArgs): Promise<PostData> {
  const page = pageOf(context);
  const { locale } = page;
  const unikey = params.unikey ?? '';
  const post = await loadPostOrOriginal(locale, unikey);
  if (!post) throw notFound(requestPath(request), 'validation');
  // The offer's loader is a chunk of its own: a first visit hydrates with the server's data.
  const [posts, offer] = await Promise.all([
    loadListing(locale),
    import('@meridian/shared/offer').then(({ loadOffer }) => loadOffer(page, '/blog/post')),
  ]);
  return {
    post: toCard(post),
    related: relatedPosts(post, posts).map(toCard),
    url: publicPageUrl(page, `/blog/${unikey}`),
    imageUrl: contentUrl(post.cover.src),
    inLanguage: isRouteLocale(post.language) ? LOCALE_INFO[post.language].iso : LOCALE_INFO[locale].iso,
    offer,
  };
}

/** Says that the page language has no translation of this post yet and names the original's language. */
function OriginalNotice({ language }: { readonly language: string }) {
  const { t, i18n } = useTranslation('blog');
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <p className="post__notice" role="note">
      {t('original.notice', { page: names.of(i18n.language) ?? i18n.language, original: names.of(language) ?? language })}
    </p>
  );
}

/** `/blog/{unikey}`: one post. */
export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const data = useLoaderData<PostData>();
  const brand = useBrand();
  const formatDate = useFormatDate('long');
  const onBodyClick = useInternalLinks();
  const post = brandSummary(data.post, brand);
  const jsonLd = blogPostingJsonLd({ post, url: data.url, imageUrl: data.imageUrl, inLanguage: data.inLanguage, publisher: brand });
  // An original shown in place of a missing translation keeps its own language for readers and screen readers.
  const textLang = post.fallback ? data.inLanguage : undefined;
  const inlineCover = coverSvg(post.cover.dataUri);
  return (
    <article className="post">
      <header className="page-intro post__header">
        <div className="container container--narrow">
          <nav aria-label={t('breadcrumb.label')}>
            <ol className="post__crumbs">
              <li>
                <Link to="/blog">{t('breadcrumb.blog')}</Link>
              </li>
              <li>
                <Link to={`/blog/category/${post.category}`}>{t(`categories.${post.category}.name`)}</Link>
              </li>
            </ol>
          </nav>
          {post.fallback ? <OriginalNotice language={post.language} /> : null}
          <h1 className="page-intro__title post__title" lang={textLang}>
            <PhrasedText text={post.title} phrases={post.titlePhrases} />
          </h1>
          <p className="page-intro__lead" lang={textLang}>
            {post.description}
          </p>
          <p className="post__meta">
            <span>{t('byline', { author: post.author })}</span>
            <time dateTime={post.published}>{t('publishedOn', { date: formatDate(post.published) })}</time>
            {post.updated !== post.published ? (
              <time dateTime={post.updated}>{t('updatedOn', { date: formatDate(post.updated) })}</time>
            ) : null}
            <span>{t('readingTime', { count: post.readingMinutes })}</span>
          </p>
        </div>
      </header>
      <div className="container container--narrow">
        {inlineCover ? (
          <div
            className="post__cover"
            role="img"
            aria-label={post.cover.alt}
            // Our own build-time drawing, checked by coverSvg; inline so that the title is the page's LCP.
            dangerouslySetInnerHTML={{ __html: inlineCover }}
          />
        ) : (
          <img
            className="post__cover"
            src={post.coverUrl}
            alt={post.cover.alt}
            width={post.cover.width}
            height={post.cover.height}
            fetchPriority="high"
          />
        )}
        <div
          className="post__body"
          lang={textLang}
          onClick={onBodyClick}
          dangerouslySetInnerHTML={{ __html: withBrandHtml(data.post.html, brand) }}
        />
        <footer className="post__footer">
          <PostOffer offer={data.offer} author={post.author} />
          <ProofStrip reviews={['r6']} />
          <section className="post__tags" aria-labelledby="post-tags-title">
            <h2 id="post-tags-title" className="post__aside-title">
              {t('tagsLabel')}
            </h2>
            <ul className="blog-chips">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/blog/tag/${encodeURIComponent(tag)}`}>{tag}</Link>
                </li>
              ))}
            </ul>
          </section>
          <ShareLinks url={data.url} title={post.title} />
        </footer>
      </div>
      {data.related.length > 0 ? (
        <section className="section section--tinted" aria-labelledby="post-related-title">
          <div className="container">
            <h2 id="post-related-title" className="section__title">
              {t('related')}
            </h2>
            <PostList posts={data.related} headingLevel={3} />
          </div>
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </article>
  );
}
