import { PageIntro } from '@meridian/shared/ui';
import { listLoader, ListSection } from './list-route.tsx';

/** Every post, ten per page. */
export const moreLoader = listLoader(
  (posts) => posts,
  () => '/blog/more',
);

/** `/blog/more` and `/blog/more/page/{page}`. */
export function MorePage() {
  return (
    <>
      <PageIntro ns="blog" prefix="more" />
      <ListSection />
    </>
  );
}
