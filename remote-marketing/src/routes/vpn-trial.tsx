import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { Faq } from '../components/faq.tsx';
import { Section } from '../components/section.tsx';
import { Steps } from '../components/steps.tsx';

const HOW = ['s1', 's2', 's3', 's4'] as const;
const INCLUDED = ['i1', 'i2', 'i3', 'i4', 'i5'] as const;
const FAQ = ['free', 'cancel', 'limits', 'after', 'switch'] as const;

/** `/vpn-trial`: how the reduced first month and the money-back guarantee work. */
export function TrialPage() {
  const { t } = useTranslation('vpn-trial');
  return (
    <>
      <PageIntro ns="vpn-trial">
        <Link className="button button--primary" to={SHARED_LINKS.pricing}>
          {t('cta')}
        </Link>
      </PageIntro>
      <Section title={t('how.title')}>
        <Steps items={HOW.map((id) => ({ id, title: t(`how.${id}.title`), text: t(`how.${id}.text`) }))} />
      </Section>
      <Section title={t('included.title')} tinted narrow>
        <CheckList className="check-list--columns" items={INCLUDED.map((id) => ({ id, text: t(`included.${id}`) }))} />
        <Link className="button button--primary" to={SHARED_LINKS.pricing}>
          {t('plans')}
        </Link>
      </Section>
      <Faq title={t('faq.title')} items={FAQ.map((id) => ({ id, question: t(`faq.${id}.q`), answer: t(`faq.${id}.a`) }))} />
    </>
  );
}
