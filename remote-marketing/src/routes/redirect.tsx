import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';

/** Hosts `/redirect?to=` may send visitors to (app stores and our own help centre); anything else is ignored. */
const ALLOWED_HOSTS = new Set([
  'apps.apple.com',
  'play.google.com',
  'chromewebstore.google.com',
  'apps.microsoft.com',
  'help.meridianvpn.example',
]);

/** The `to` query parameter when it is an https URL on an allowed host, else null. */
export function safeTarget(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && ALLOWED_HOSTS.has(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

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
      <Link className="button button--ghost" to="/">
        {t('home')}
      </Link>
    </PageIntro>
  );
}
