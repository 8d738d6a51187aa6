import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from './content-types.ts';

/** Links to every category; the current one is marked for assistive technology. */
export function CategoryChips({ current }: { readonly current?: string }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('category.listTitle')}>
      <ul className="blog-chips">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={`/blog/category/${category}`} aria-current={category === current ? 'page' : undefined}>
              {t(`categories.${category}.name`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
