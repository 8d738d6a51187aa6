import { useParams } from 'react-router';
import { PageIntro } from '@meridian/shared/ui';
import { CategoryChips } from '../features/content/category-chips.tsx';
import { CATEGORIES, isCategory } from '../features/content/content-types.ts';
import { listLoader, ListSection } from './list-route.tsx';

/** Posts of one category (the validation hook has checked the category). */
export const categoryLoader = listLoader(
  (posts, params) => posts.filter((post) => post.category === params.category),
  (params) => `/blog/category/${params.category ?? ''}`,
);

/** `/blog/category/{category}` and its pages. */
export function CategoryPage() {
  const param = useParams().category;
  // The host's validation hook has already answered unknown categories with a 404.
  const category = isCategory(param) ? param : CATEGORIES[0];
  return (
    <>
      <PageIntro ns="blog" prefix={`categories.${category}`} />
      <ListSection before={<CategoryChips current={category} />} />
    </>
  );
}
