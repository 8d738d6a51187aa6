import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import { type Product } from '../features/catalogue/catalogue.ts';
import { REGIONS } from '@meridian/shared/regions';
import { HOME_LINKS, detailPath } from '../features/links/page-links.ts';
import { Faq } from '../components/faq.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import { HeroOffer } from '../components/hero-offer.tsx';
import { IconCards } from '../components/icon-cards.tsx';
import { WorldMapArt } from '../components/illustrations.tsx';
import { AppScreens } from '../components/app-screens.tsx';
import { LinkTiles } from '../components/link-tiles.tsx';
import { MoreLink } from '../components/more-link.tsx';
import { Section } from '../components/section.tsx';

const HERO_POINTS = ['noLogs', 'devices'] as const;
const HIGHLIGHTS = [
  ['privacy', 'shield'],
  ['speed', 'gauge'],
  ['devices', 'devices'],
  ['wifi', 'wifi'],
  ['streaming', 'play'],
  ['support', 'headset'],
] as const satisfies readonly (readonly [string, IconName])[];
const APPS = [
  ['windows', 'laptop'],
  ['mac', 'laptop'],
  ['ios', 'phone'],
  ['android', 'phone'],
  ['chrome', 'browser'],
  ['smart-tv', 'tv'],
] as const satisfies readonly (readonly [Product, IconName])[];
const FAQ = ['whatIs', 'logs', 'devices', 'speed', 'legal', 'refund', 'payment'] as const;

/** `/`: hero, features, server locations, apps, pricing teaser, reviews and FAQ. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { t: tLocation } = useTranslation('location');
  return (
    <>
      <PageIntro ns="home" hero>
        <HeroOffer />
        <Link className="button button--ghost button--large" to={HOME_LINKS.secondaryCta}>
          {t('cta.secondary')}
        </Link>
        <ProofStrip reviews={['r3']} />
        <ul className="hero-points" aria-label={t('heroPoints.label')}>
          {HERO_POINTS.map((id) => (
            <li key={id} className="hero-points__item">
              <Icon name="check" size={18} />
              {t(`heroPoints.${id}`)}
            </li>
          ))}
        </ul>
        <AppScreens frame="both" />
      </PageIntro>

      <Section title={t('highlights.title')} lead={t('highlights.lead')}>
        <IconCards
          items={HIGHLIGHTS.map(([id, icon]) => ({ id, icon, title: t(`highlights.${id}.title`), text: t(`highlights.${id}.text`) }))}
        />
        <MoreLink to={HOME_LINKS.features}>{t('highlights.more')}</MoreLink>
      </Section>

      <Section title={t('locations.title')} lead={t('locations.lead')} tinted className="home-locations">
        <WorldMapArt className="home-locations__map" />
        <LinkTiles
          compact
          items={REGIONS.map((id) => ({ id, icon: 'pin', label: tLocation(`countries.${id}`), to: detailPath(HOME_LINKS.servers, id) }))}
        />
        <MoreLink to={HOME_LINKS.servers}>{t('locations.all')}</MoreLink>
      </Section>

      <Section title={t('apps.title')} lead={t('apps.lead')}>
        <LinkTiles
          items={APPS.map(([id, icon]) => ({ id, icon, label: t(`apps.items.${id}`), to: detailPath(HOME_LINKS.download, id) }))}
        />
        <MoreLink to={HOME_LINKS.download}>{t('apps.all')}</MoreLink>
      </Section>

      <Section title={t('pricing.title')} lead={t('pricing.lead')} tinted narrow className="pricing-teaser">
        <p className="pricing-teaser__guarantee">
          <Icon name="shield" size={22} />
          {t('pricing.guarantee')}
        </p>
        <Link className="button button--primary" to={HOME_LINKS.pricing}>
          {t('pricing.cta')}
        </Link>
      </Section>

      <ProofStrip variant="wall" reviews={['r2', 'r4', 'r5', 'r6']} />

      <Faq tinted title={t('faq.title')} items={FAQ.map((id) => ({ id, question: t(`faq.${id}.q`), answer: t(`faq.${id}.a`) }))} />
    </>
  );
}
