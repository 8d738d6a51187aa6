import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { Section } from '../components/section.tsx';
import { Steps } from '../components/steps.tsx';

const HOW = ['s1', 's2', 's3'] as const;
const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;
const ITEMS = ['i1', 'i2', 'i3', 'i4'] as const;

/** `/affiliate`: how the programme works, commission in general terms, and its rules. */
export function AffiliatePage() {
  const { t } = useTranslation('affiliate');
  const list = (group: 'audience' | 'tools' | 'rules') => ITEMS.map((id) => ({ id, text: t(`${group}.${id}`) }));
  return (
    <>
      <PageIntro ns="affiliate" hero>
        <Link className="button button--primary button--large" to={SHARED_LINKS.contact}>
          {t('cta')}
        </Link>
      </PageIntro>
      <Section title={t('how.title')}>
        <Steps items={HOW.map((id) => ({ id, title: t(`how.${id}.title`), text: t(`how.${id}.text`) }))} />
      </Section>
      <Section title={t('commission.title')} tinted narrow>
        {PARAGRAPHS.map((id) => (
          <p key={id}>{t(`commission.${id}`)}</p>
        ))}
      </Section>
      <section className="section">
        <div className="container two-columns">
          <div>
            <h2 className="section__title">{t('audience.title')}</h2>
            <CheckList items={list('audience')} />
          </div>
          <div>
            <h2 className="section__title">{t('tools.title')}</h2>
            <CheckList items={list('tools')} />
          </div>
        </div>
      </section>
      <Section title={t('networks.title')} lead={t('networks.text')} tinted narrow />
      <Section title={t('rules.title')} narrow>
        <CheckList items={list('rules')} />
      </Section>
      <CtaBand title={t('closing.title')} text={t('closing.text')}>
        <Link className="button button--primary button--large" to={SHARED_LINKS.contact}>
          {t('cta')}
        </Link>
      </CtaBand>
    </>
  );
}
