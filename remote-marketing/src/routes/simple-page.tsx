import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';

/** Pages whose content is their heading block plus one call to action (full content comes later). */
export function SimplePage({ ctaTo, ctaKey }: { readonly ctaTo?: string; readonly ctaKey?: string }) {
  const handle = useMatches().at(-1)?.handle;
  const ns = isAreaRouteHandle(handle) ? handle.ns : 'home';
  const { t } = useTranslation(ns);
  return (
    <PageIntro ns={ns}>
      {ctaTo && ctaKey ? (
        <Link className="button button--primary" to={ctaTo}>
          {t(ctaKey)}
        </Link>
      ) : null}
    </PageIntro>
  );
}

/** A legal page: heading block and its last-updated line. */
export function LegalPage() {
  const handle = useMatches().at(-1)?.handle;
  const ns = isAreaRouteHandle(handle) ? handle.ns : 'privacy-policy';
  const { t, i18n } = useTranslation(ns);
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 0, 15)));
  return (
    <PageIntro ns={ns}>
      <p className="page-intro__meta">{t('updated', { date: updated })}</p>
    </PageIntro>
  );
}
