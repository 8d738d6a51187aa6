import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import { FEATURES_LINKS } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { HeroOffer } from '../components/hero-offer.tsx';
import { AppScreens } from '../components/app-screens.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import { MoreLink } from '../components/more-link.tsx';
import { Section } from '../components/section.tsx';

/** Feature sections in page order: message key, icon and the URL anchor. */
const SECTIONS = [
  ['encryption', 'lock', 'encryption'],
  ['noLogs', 'eyeOff', 'no-logs'],
  ['killSwitch', 'power', 'kill-switch'],
  ['splitTunneling', 'split', 'split-tunneling'],
  ['servers', 'globe', 'servers'],
  ['streaming', 'play', 'streaming'],
  ['multiDevice', 'devices', 'devices'],
  ['support', 'headset', 'support'],
] as const satisfies readonly (readonly [string, IconName, string])[];
const POINTS = ['p1', 'p2', 'p3'] as const;

/** `/features`: one section per feature, a table of contents and the call to action. */
export function FeaturesPage() {
  const { t } = useTranslation('features');
  return (
    <>
      <PageIntro ns="features" hero>
        <HeroOffer />
        <ProofStrip reviews={['r1']} />
        <AppScreens frame="both" />
      </PageIntro>

      <nav className="toc container" aria-label={t('toc')}>
        <ul className="toc__list">
          {SECTIONS.map(([key, , anchor]) => (
            <li key={key}>
              <a className="toc__link" href={`#${anchor}`}>
                {t(`sections.${key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {SECTIONS.map(([key, icon, anchor], index) => (
        <section
          key={key}
          id={anchor}
          className={index % 2 === 1 ? 'section section--tinted feature-block' : 'section feature-block'}
          aria-labelledby={`${anchor}-title`}
        >
          <div className="container feature-block__inner">
            <span className="feature-block__icon">
              <Icon name={icon} size={40} />
            </span>
            <div className="feature-block__body">
              <h2 id={`${anchor}-title`} className="section__title">
                {t(`sections.${key}.title`)}
              </h2>
              <p className="feature-block__text">{t(`sections.${key}.text`)}</p>
              <CheckList items={POINTS.map((id) => ({ id, text: t(`sections.${key}.${id}`) }))} />
            </div>
          </div>
        </section>
      ))}

      <Section title={t('check.title')} lead={t('check.text')} narrow>
        <MoreLink to={FEATURES_LINKS.leakTest}>{t('check.link')}</MoreLink>
      </Section>

      <CtaBand title={t('closing.title')} text={t('closing.text')}>
        <Link className="button button--primary button--large" to={FEATURES_LINKS.cta}>
          {t('cta')}
        </Link>
        <Link className="button button--ghost button--large" to={FEATURES_LINKS.trial}>
          {t('closing.trial')}
        </Link>
      </CtaBand>
    </>
  );
}
