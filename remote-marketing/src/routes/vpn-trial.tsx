/**
 * `/vpn-trial`: how the reduced first month and the money-back guarantee work, with the trial's
 * price in the visitor's currency in the server's HTML and a button straight to the trial plan's
 * checkout (decision 024). Without plans (the API failed) the button goes to the price list.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { loadTrialOffer, type TrialPrices } from '../features/trial/trial-offer.ts';
import { CheckList } from '../components/check-list.tsx';
import { Faq } from '../components/faq.tsx';
import { Section } from '../components/section.tsx';
import { Steps } from '../components/steps.tsx';

const HOW = ['s1', 's2', 's3', 's4'] as const;
const INCLUDED = ['i1', 'i2', 'i3', 'i4', 'i5'] as const;
const FAQ = ['free', 'cancel', 'limits', 'after', 'switch'] as const;

/** Loader data of `/vpn-trial`: the trial, null when the plans could not be loaded. */
export interface TrialData {
  readonly offer: TrialPrices | null;
}

/** Loads the trial in the visitor's currency; never throws. */
export async function loader({ context }: LoaderFunctionArgs): Promise<TrialData> {
  return { offer: await loadTrialOffer(pageOf(context)) };
}

/** The trial page. */
export function Component() {
  const { t } = useTranslation('vpn-trial');
  const { offer } = useLoaderData<TrialData>();
  const start = offer === null ? SHARED_LINKS.pricing : `/pricing/checkout/${offer.planId}`;
  return (
    <>
      <PageIntro ns="vpn-trial">
        {offer === null ? null : <p className="page-intro__meta trial-offer">{t('offer', { trial: offer.trial, price: offer.monthly })}</p>}
        <Link className="button button--primary" to={start}>
          {t('cta')}
        </Link>
        <ProofStrip reviews={['r5']} />
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
