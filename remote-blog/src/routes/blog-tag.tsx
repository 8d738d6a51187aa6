import { useParams } from 'react-router';
import { PageIntro } from '@meridian/shared/ui';
import { listLoader, ListSection } from './list-route.tsx';

/** Posts carrying one tag. */
export const tagLoader = listLoader(
  (posts, params) => posts.filter((post) => post.tags.includes(params.tag ?? '')),
  (params) => `/blog/tag/${encodeURIComponent(params.tag ?? '')}`,
  // A tag no post carries is not a page (rule route.not-found): 404, not an empty list.
  { emptyIsNotFound: true },
);

/** `/blog/tag/{tag}` and its pages. */
export function TagPage() {
  const { tag = '' } = useParams();
  return (
    <>
      <PageIntro ns="blog" prefix="tag" values={{ tag }} />
      <ListSection />
    </>
  );
}
