import { useTranslation } from 'react-i18next';
import { SHARE_TARGETS, shareHref } from './share-links.ts';

/** Plain share links (no third-party scripts) for the page at `url`. */
export function ShareLinks({ url, title }: { readonly url: string; readonly title: string }) {
  const { t } = useTranslation('blog');
  return (
    <section className="post__share" aria-labelledby="post-share-title">
      <h2 id="post-share-title" className="post__aside-title">
        {t('share.title')}
      </h2>
      <ul className="post__share-list">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              className="button button--ghost button--small"
              href={shareHref(target, url, title)}
              {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {t(`share.${target}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
