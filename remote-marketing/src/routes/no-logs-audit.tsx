/**
 * `/no-logs-audit`: the summary of the independent no-logs audit that the proof near every call to
 * action links to (decision 041): who audited (an invented firm of this fictional company), when, what
 * was examined, the result and what it means for the visitor. Facts from `@meridian/shared/proof`,
 * words from the shared `proof` namespace.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROOF } from '@meridian/shared/proof';
import { PageIntro } from '@meridian/shared/ui';
import { DEFAULT_LOCALE, LOCALE_INFO, isRouteLocale } from '@meridian/shared/locales';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { FactList } from '../components/fact-list.tsx';
import { Section } from '../components/section.tsx';

const MEANING = ['m1', 'm2', 'm3', 'm4'] as const;

/** The audit summary page. */
export function NoLogsAuditPage() {
  const { t, i18n } = useTranslation('proof');
  const { audit } = PROOF;
  const tag = `${LOCALE_INFO[isRouteLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE].iso}-u-nu-latn`;
  const signed = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(audit.completed));
  return (
    <>
      <PageIntro ns="proof" prefix="page">
        <Link className="button button--primary" to={SHARED_LINKS.pricing}>
          {t('page.cta')}
        </Link>
      </PageIntro>
      <Section title={t('page.facts.title')} narrow>
        <FactList
          items={[
            { id: 'who', label: t('page.facts.who'), value: t(`audit.firms.${audit.firm}`) },
            { id: 'when', label: t('page.facts.when'), value: signed },
            { id: 'result', label: t('page.facts.result'), value: t('page.result') },
          ]}
        />
      </Section>
      <Section title={t('page.scope.title')} tinted narrow>
        <CheckList items={audit.scope.map((id) => ({ id, text: t(`page.scope.${id}`) }))} />
      </Section>
      <Section title={t('page.method.title')} lead={t('page.method.text')} narrow />
      <Section title={t('page.meaning.title')} tinted narrow>
        <CheckList items={MEANING.map((id) => ({ id, text: t(`page.meaning.${id}`) }))} />
        <Link className="button button--primary" to={SHARED_LINKS.pricing}>
          {t('page.cta')}
        </Link>
      </Section>
    </>
  );
}
