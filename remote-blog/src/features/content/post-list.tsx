import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandSummary } from './brand.ts';
import { PhrasedText } from './phrased-text.tsx';
import type { CardPost } from './card-post.ts';
import { useBrand } from './use-brand.ts';
import { useFormatDate } from './use-format-date.ts';

/** Props of {@link PostList}. */
export interface PostListProps {
  readonly posts: readonly CardPost[];
  /** Level of the card titles under the page's headings. */
  readonly headingLevel?: 2 | 3;
  /** How many first covers load at once (above the fold); the rest load lazily. */
  readonly eager?: number;
  /** Renders a card's title and description, for example with search matches highlighted. */
  readonly renderText?: (text: string) => ReactNode;
}

/** Marks a card that shows an original in place of a missing translation ("In English"), in the page language. */
function OriginalBadge({ language }: { readonly language: string }) {
  const { t, i18n } = useTranslation('blog');
  const name = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(language) ?? language;
  return (
    <span className="blog-card__badge" lang={i18n.language}>
      {t('original.badge', { original: name })}
    </span>
  );
}

/** Cards of posts: cover, category, date, reading time, title (the card's link) and description. */
export function PostList({ posts, headingLevel = 2, eager = 0, renderText }: PostListProps) {
  const { t } = useTranslation('blog');
  const brand = useBrand();
  const formatDate = useFormatDate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="blog-list">
      {posts.map((raw, index) => {
        const post = brandSummary(raw, brand);
        return (
          <li key={post.unikey} className="blog-card" lang={post.fallback ? post.language : undefined}>
            <img
              className="blog-card__cover"
              src={post.coverUrl}
              alt={post.cover.alt}
              width={post.cover.width}
              height={post.cover.height}
              loading={index < eager ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className="blog-card__body">
              <p className="blog-card__meta">
                <span>{t(`categories.${post.category}.name`)}</span>
                <time dateTime={post.published}>{formatDate(post.published)}</time>
                <span>{t('readingTime', { count: post.readingMinutes })}</span>
                {post.fallback ? <OriginalBadge language={post.language} /> : null}
              </p>
              <Heading className="blog-card__title">
                <Link className="blog-card__link" to={`/blog/${post.unikey}`}>
                  {renderText ? renderText(post.title) : <PhrasedText text={post.title} phrases={post.titlePhrases} />}
                </Link>
              </Heading>
              <p className="blog-card__text">{renderText ? renderText(post.description) : post.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
