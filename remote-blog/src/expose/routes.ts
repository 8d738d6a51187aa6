/**
 * The blog area's route table, the only module this remote exposes (docs/conventions.md rule 1).
 * Posts are Markdown compiled at build time into JSON served with this version (content/README.md);
 * loaders read it from the version's own origin. Category, tag and post routes carry validation
 * hooks (rule route.not-found); list pages 404 for pages that do not exist.
 */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { loadIndex } from '../features/content/fetch-content.ts';
import { notFound, RouteErrorBoundary, staticPage } from '@meridian/shared/ui';
import { CATEGORIES, isCategory, isTag, UNIKEY_PATTERN } from '../features/content/content-types.ts';
import { BlogHome, blogHomeLoader } from '../routes/blog-home.tsx';
import { CategoryPage, categoryLoader } from '../routes/blog-category.tsx';
import { MorePage, moreLoader } from '../routes/blog-more.tsx';
import { BlogPostPage, blogPostLoader, isPostData } from '../routes/blog-post.tsx';
import { TagPage, tagLoader } from '../routes/blog-tag.tsx';
import '../styles/blog.css';
import '@meridian/shared/proof.css';

const route = (
  path: string,
  Component: RouteObject['Component'],
  handle: AreaRouteHandle,
  loader?: RouteObject['loader'],
): RouteObject => ({
  path,
  Component,
  // Blog pages are the same for every anonymous visitor of a language: the host may keep them (decision 012).
  handle: { layout: 'blog', cacheable: true, ...handle },
  ErrorBoundary: RouteErrorBoundary,
  ...(loader ? { loader } : {}),
});

const moreHandle: AreaRouteHandle = { ns: 'blog', meta: () => ({ key: 'more.meta' }) };
const categoryHandle: AreaRouteHandle = {
  ns: 'blog',
  validate: (params) => isCategory(params.category),
  meta: (params) => ({ key: `categories.${params.category ?? ''}.meta` }),
};
const tagHandle: AreaRouteHandle = {
  ns: 'blog',
  validate: (params) => isTag(params.tag),
  meta: (params) => ({ key: 'tag.meta', values: { tag: params.tag ?? '' } }),
};
// The build writes each post's title and description into the shipped bundle as postMeta.<unikey>.
// A post ends with the sales offer in the visitor's currency: the host keeps it per country.
const postHandle: AreaRouteHandle = {
  ns: 'blog',
  cacheable: 'country',
  sharedNs: ['proof'],
  validate: (params) => UNIKEY_PATTERN.test(params.unikey ?? ''),
  meta: (params) => ({ key: `postMeta.${params.unikey ?? ''}` }),
  // hreflang lists only the post's real translations; an original shown in place of one is canonical at its own address.
  languages: (data) => (isPostData(data) ? { available: data.post.translations, canonical: data.post.language } : undefined),
};

// Every page but the search responds to a visitor with links only: a first load keeps it as the server rendered it (decision 062).
const Home = staticPage(BlogHome);
const More = staticPage(MorePage);
const Category = staticPage(CategoryPage);
const Tag = staticPage(TagPage);
const Post = staticPage(BlogPostPage);

const routes: RouteObject[] = [
  route('blog', Home, { ns: 'blog' }, blogHomeLoader),
  route('blog/more', More, moreHandle, moreLoader),
  route('blog/more/page/:page', More, moreHandle, moreLoader),
  // The search and its index are a chunk of their own: no other blog page starts with them (first-load budget, decision 062).
  {
    ...route('blog/search', undefined, { ns: 'blog', keepScroll: true, meta: () => ({ key: 'search.meta' }) }),
    lazy: async () => {
      const { SearchPage, blogSearchLoader } = await import('../routes/blog-search.tsx');
      return { Component: SearchPage, loader: blogSearchLoader };
    },
  },
  route('blog/category/:category', Category, categoryHandle, categoryLoader),
  route('blog/category/:category/page/:page', Category, categoryHandle, categoryLoader),
  route('blog/tag/:tag', Tag, tagHandle, tagLoader),
  route('blog/tag/:tag/page/:page', Tag, tagHandle, tagLoader),
  route('blog/:unikey', Post, postHandle, blogPostLoader),
  route('blog/*', undefined, { ns: 'common', meta: () => ({ key: 'notFound.meta' }) }, ({ request }) => {
    throw notFound(new URL(request.url).pathname, 'unmatched');
  }),
];

/** Indexable blog pages in `locale` for the host's sitemap: home, more, categories and every post written in that language. */
async function sitemapPaths(locale: string): Promise<readonly string[]> {
  const index = await loadIndex(locale);
  return [
    '/blog',
    '/blog/more',
    ...CATEGORIES.map((category) => `/blog/category/${category}`),
    ...index.posts.map((post) => `/blog/${post.unikey}`),
  ];
}

/** What the host mounts for the blog area. */
export const areaModule: AreaModule = { area: 'blog', routes, namespaces: ['blog'], sitemapPaths };
