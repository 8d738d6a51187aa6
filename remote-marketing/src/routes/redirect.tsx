import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { safeTarget } from '../features/links/safe-target.ts';

/** `/redirect`: tells the visitor where they are going and links there. */
export function RedirectPage() {
  const { t } = useTranslation('redirect');
  const [params] = useSearchParams();
  const target = safeTarget(params.get('to'));
  return (
    <PageIntro ns="redirect">
      {target ? (
        <p>
          <a className="button button--primary" href={target} rel="noopener">
            {t('manual', { target: new URL(target).hostname })}
          </a>
        </p>
      ) : null}
      <Link className="button button--ghost" to={SHARED_LINKS.home}>
        {t('home')}
      </Link>
    </PageIntro>
  );
}
