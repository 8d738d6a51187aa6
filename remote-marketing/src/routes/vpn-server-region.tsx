import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import { isOneOf } from '../features/catalogue/catalogue.ts';
import { REGION_INFO, REGIONS, regionsIn, type Region } from '@meridian/shared/network';
import { SHARED_LINKS, detailPath } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { CityCounts } from '../components/city-counts.tsx';
import { HeroOffer } from '../components/hero-offer.tsx';
import { IconCards } from '../components/icon-cards.tsx';
import { LinkTiles } from '../components/link-tiles.tsx';
import { MoreLink } from '../components/more-link.tsx';
import { PlansBand } from '../components/plans-band.tsx';
import { Section } from '../components/section.tsx';
import { useNetworkWords } from '../utils/use-network-words.ts';

/** `/vpn-server/{region}`: the one template of all region pages, filled from the catalogue. */
export function VpnServerRegion() {
  const { t } = useTranslation('vpn-server');
  const words = useNetworkWords();
  const param = useParams().region;
  // The host's validation hook has already answered unknown regions with a 404.
  const region: Region = isOneOf(REGIONS, param) ? param : REGIONS[0];
  const info = REGION_INFO[region];
  const key = `regions.${region}` as const;
  const neighbours = regionsIn(info.continent, REGIONS).filter((id) => id !== region);
  return (
    <>
      <PageIntro ns="vpn-server" prefix={key}>
        <HeroOffer />
        <Link className="button button--ghost" to={SHARED_LINKS.download}>
          {t('detail.download')}
        </Link>
        <ProofStrip reviews={['r4']} />
      </PageIntro>

      <section className="section">
        <div className="container region-facts">
          <div className="region-facts__column">
            <h2 className="section__title">{t('detail.cities')}</h2>
            <p className="region-facts__totals">{words.region(region)}</p>
            <CityCounts cities={info.cities} className="city-counts--large" />
          </div>
          <div className="region-facts__column">
            <h2 className="section__title">{t('detail.uses')}</h2>
            <CheckList items={info.uses.map((use) => ({ id: use, text: t(`uses.${use}`) }))} />
          </div>
        </div>
      </section>

      <section className="section section--tinted">
        <div className="container">
          <IconCards
            columns={2}
            items={[
              { id: 'streaming', icon: 'play', title: t('detail.streaming'), text: t(`${key}.streaming`) },
              { id: 'speed', icon: 'gauge', title: t('detail.speed'), text: t(`${key}.speed`) },
            ]}
          />
        </div>
      </section>

      <Section title={t('detail.nearby')}>
        <LinkTiles
          compact
          items={neighbours.map((id) => ({ id, icon: 'pin', label: t(`regions.${id}.name`), to: detailPath(SHARED_LINKS.servers, id) }))}
        />
        <MoreLink to={SHARED_LINKS.servers}>{t('detail.all')}</MoreLink>
      </Section>
      <PlansBand />
    </>
  );
}
