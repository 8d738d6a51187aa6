import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostMeta } from '../features/posts.ts';

/** A list of post cards. */
export function PostList({ posts }: { readonly posts: readonly PostMeta[] }) {
  const { t, i18n } = useTranslation('blog');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul className="blog-list">
      {posts.map((post) => (
        <li key={post.unikey} className="blog-card">
          <p className="blog-card__meta">
            <Link to={`/blog/category/${post.category}`}>{t(`categories.${post.category}.name`)}</Link>
            {' · '}
            <time dateTime={post.published}>{t('publishedOn', { date: format.format(new Date(post.published)) })}</time>
          </p>
          <h2 className="blog-card__title">
            <Link to={`/blog/${post.unikey}`}>{t(`posts.${post.unikey}.title`)}</Link>
          </h2>
          <p>{t(`posts.${post.unikey}.intro`)}</p>
          <Link to={`/blog/${post.unikey}`} aria-label={`${t('readMore')}: ${t(`posts.${post.unikey}.title`)}`}>
            {t('readMore')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Links to every category. */
export function CategoryChips({ categories }: { readonly categories: readonly string[] }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('category.listTitle')}>
      <ul className="blog-chips">
        {categories.map((category) => (
          <li key={category}>
            <Link to={`/blog/category/${category}`}>{t(`categories.${category}.name`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
