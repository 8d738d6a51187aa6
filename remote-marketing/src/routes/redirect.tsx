/**
 * `/redirect?to=<url>`: the way out to app stores and the help centre. An allow-listed target
 * (src/utils/safe-target.ts) is answered with an HTTP redirect by the loader, on the server and on client
 * navigations alike (decision 013); any other target gets this page, which says where the link led
 * and links home instead.
 */
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { safeTarget, targetHost } from '../utils/safe-target.ts';

/** Query parameter holding the target; `url` is accepted as its alias. */
export const TARGET_PARAM = 'to';

/** What the fallback page shows: the host a refused link leads to, or null when it had no readable address. */
export interface RedirectData {
  readonly refusedHost: string | null;
}

/** 302 to an allowed target; otherwise the fallback page's data. */
export function loader({ request }: LoaderFunctionArgs): RedirectData {
  const search = new URL(request.url).searchParams;
  const raw = search.get(TARGET_PARAM) ?? search.get('url');
  const target = safeTarget(raw);
  if (target) throw redirect(target, 302);
  return { refusedHost: targetHost(raw) };
}

/** The fallback page: the link was not opened, where it led, and the way back. */
export function Component() {
  const { t } = useTranslation('redirect');
  const { refusedHost } = useLoaderData<typeof loader>();
  return (
    <PageIntro ns="redirect">
      <p className="redirect-refused">
        {/* Unicode isolates keep a Latin host name in its place inside a right-to-left sentence. */}
        {refusedHost ? t('refused', { host: `\u2068${refusedHost}\u2069` }) : t('missing')}
      </p>
      <Link className="button button--primary" to={SHARED_LINKS.home}>
        {t('home')}
      </Link>
      <Link className="button button--ghost" to={SHARED_LINKS.download}>
        {t('download')}
      </Link>
    </PageIntro>
  );
}
