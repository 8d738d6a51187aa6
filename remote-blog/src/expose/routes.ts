/**
 * The blog area's route table, the only module this remote exposes (STYLE.md rule 1).
 * Category and post routes carry validation hooks (the category check of spec section 2);
 * list pages 404 for pages that do not exist.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { notFound, RouteErrorBoundary } from '@meridian/shared/ui';
import { CATEGORIES, pageOf, parsePage, POSTS, type PostMeta } from '../features/posts.ts';
import { BlogHome, CategoryPage, MorePage, PostPage, SearchPage, TagPage, type ListData } from '../routes/blog-pages.tsx';
import '../styles/blog.css';

const isCategory = (value: string | undefined) => (CATEGORIES as readonly string[]).includes(value ?? '');

function listLoader(select: (args: LoaderFunctionArgs) => readonly PostMeta[]) {
  return (args: LoaderFunctionArgs): ListData => {
    const posts = pageOf(select(args), parsePage(args.params.page));
    if (posts === null) throw notFound(new URL(args.request.url).pathname, 'unmatched');
    return { posts };
  };
}

const route = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle, loader?: RouteObject['loader']): RouteObject => ({
  path,
  Component,
  handle: { layout: 'blog', ...handle },
  ErrorBoundary: RouteErrorBoundary,
  ...(loader ? { loader } : {}),
});

const more = listLoader(() => POSTS);
const byCategory = listLoader(({ params }) => POSTS.filter((post) => post.category === params.category));
const byTag = listLoader(({ params }) => POSTS.filter((post) => post.tags.includes(params.tag ?? '')));
const categoryHandle: AreaRouteHandle = {
  ns: 'blog',
  validate: (params) => isCategory(params.category),
  meta: (params) => ({ key: `categories.${params.category ?? ''}.meta` }),
};
const tagHandle: AreaRouteHandle = { ns: 'blog', meta: (params) => ({ key: 'tag.meta', values: { tag: params.tag ?? '' } }) };

const routes: RouteObject[] = [
  route('blog', BlogHome, { ns: 'blog' }),
  route('blog/more', MorePage, { ns: 'blog', meta: () => ({ key: 'more.meta' }) }, more),
  route('blog/more/page/:page', MorePage, { ns: 'blog', meta: () => ({ key: 'more.meta' }) }, more),
  route('blog/search', SearchPage, { ns: 'blog', keepScroll: true, meta: () => ({ key: 'search.meta' }) }),
  route('blog/category/:category', CategoryPage, categoryHandle, byCategory),
  route('blog/category/:category/page/:page', CategoryPage, categoryHandle, byCategory),
  route('blog/tag/:tag', TagPage, tagHandle, byTag),
  route('blog/tag/:tag/page/:page', TagPage, tagHandle, byTag),
  route('blog/:unikey', PostPage, {
    ns: 'blog',
    validate: (params) => POSTS.some((post) => post.unikey === params.unikey),
    meta: (params) => ({ key: `posts.${params.unikey ?? ''}` }),
  }),
  route('blog/*', undefined, { ns: 'common', meta: () => ({ key: 'notFound.meta' }) }, ({ request }) => {
    throw notFound(new URL(request.url).pathname, 'unmatched');
  }),
];

/** What the host mounts for the blog area. */
export const areaModule: AreaModule = { area: 'blog', routes, namespaces: ['blog'] };
