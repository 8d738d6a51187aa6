import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { isOneOf } from '../features/catalogue/catalogue.ts';
import { LegalDocument } from '../features/legal/legal-document.tsx';
import { LEGAL_PAGES, LEGAL_UPDATED } from '../features/legal/legal-documents.ts';

/** `/privacy-policy`, `/terms-of-service`, `/termsuse`, `/cookie-policy-2025`: the page named by the route's namespace. */
export function LegalPage() {
  const handle = useMatches().at(-1)?.handle;
  const ns = isAreaRouteHandle(handle) ? handle.ns : undefined;
  const page = isOneOf(LEGAL_PAGES, ns) ? ns : LEGAL_PAGES[0];
  const { t, i18n } = useTranslation(page);
  // A fixed date in UTC: the server and the browser format the same text.
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_UPDATED));
  return (
    <>
      <PageIntro ns={page}>
        <p className="page-intro__meta">{t('updated', { date: updated })}</p>
      </PageIntro>
      <section className="section">
        <LegalDocument page={page} />
      </section>
    </>
  );
}
