import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { HeroOffer } from '../components/hero-offer.tsx';
import { IconCards } from '../components/icon-cards.tsx';
import { PlansBand } from '../components/plans-band.tsx';
import { Section } from '../components/section.tsx';
import { deferred } from '../utils/deferred.tsx';

const CHOOSE = [
  ['near', 'gauge'],
  ['home', 'pin'],
  ['quick', 'power'],
] as const;

/** The map, search and list: a chunk of its own that the page hydrates without (first-load budget). */
const network = deferred(() => import('../components/network-section.tsx').then((m) => m.NetworkSection));

/** Fetches the network section's code; the route's loader awaits it, so the page renders it at once. */
export const preloadNetwork = async (): Promise<void> => {
  await network.preload();
};

/**
 * `/vpn-server` (decision 043): the offer, the network (totals, map, search, countries and cities with
 * their servers: `network-section.tsx`), how to choose, and the way to the plans.
 */
export function VpnServerIndex() {
  const { t } = useTranslation('vpn-server');
  return (
    <>
      <PageIntro ns="vpn-server">
        <HeroOffer />
        <Link className="button button--ghost" to={SHARED_LINKS.download}>
          {t('detail.download')}
        </Link>
      </PageIntro>
      <Suspense fallback={<div className="network-section--loading" />}>
        <network.Component />
      </Suspense>
      <Section title={t('choose.title')} tinted>
        <IconCards items={CHOOSE.map(([id, icon]) => ({ id, icon, title: t(`choose.${id}.title`), text: t(`choose.${id}.text`) }))} />
      </Section>
      <PlansBand />
    </>
  );
}
