import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { NETWORKS, isOneOf, type Network } from '../features/catalogue/catalogue.ts';
import { NETWORK_BENEFITS, SOCIAL_BENEFITS, type SocialBenefit } from '../features/catalogue/networks.ts';
import { SOCIAL_MEDIA_LINKS, SHARED_LINKS, detailPath } from '../features/links/page-links.ts';
import { Faq } from '../components/faq.tsx';
import { HeroOffer } from '../components/hero-offer.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import { IconCards } from '../components/icon-cards.tsx';
import { LinkTiles } from '../components/link-tiles.tsx';
import { Section } from '../components/section.tsx';
import { Steps } from '../components/steps.tsx';

const NS = 'vpn-for-social-media';
const BENEFIT_ICONS: Readonly<Record<SocialBenefit, IconName>> = {
  publicWifi: 'wifi',
  hideIp: 'eyeOff',
  travel: 'globe',
  calls: 'phone',
  uploads: 'upload',
  streaming: 'play',
};
const NETWORK_ICONS: Readonly<Record<Network, IconName>> = {
  facebook: 'users',
  instagram: 'upload',
  tiktok: 'play',
  x: 'megaphone',
  youtube: 'play',
  whatsapp: 'chat',
};
const STEPS = ['s1', 's2', 's3'] as const;
const FAQ = ['legal', 'speed', 'devices', 'anonymous'] as const;

/** Props of {@link SocialMediaTemplate}: the network of a detail page, none on the index. */
interface TemplateProps {
  readonly network?: Network;
}

/** The one template of `/vpn-for-social-media` and its six network pages. */
function SocialMediaTemplate({ network }: TemplateProps) {
  const { t } = useTranslation(NS);
  const key = network ? (`networks.${network}` as const) : undefined;
  const benefits = network ? NETWORK_BENEFITS[network] : SOCIAL_BENEFITS.slice(0, 4);
  const others = NETWORKS.filter((id) => id !== network);
  return (
    <>
      <PageIntro ns={NS} prefix={key}>
        <HeroOffer />
        <Link className="button button--ghost" to={SOCIAL_MEDIA_LINKS.trial}>
          {t('trial')}
        </Link>
      </PageIntro>

      {key && network ? (
        <Section title={t('whyTitle', { network: t(`${key}.name`) })} lead={t(`${key}.why`)} narrow>
          <aside className="tip">
            <Icon name="megaphone" size={22} />
            <p>
              <strong className="tip__label">{t('tipTitle')}</strong> {t(`${key}.tip`)}
            </p>
          </aside>
        </Section>
      ) : null}

      <Section title={t('benefitsTitle')} tinted={Boolean(network)}>
        <IconCards
          columns={network ? 3 : 4}
          items={benefits.map((id) => ({ id, icon: BENEFIT_ICONS[id], title: t(`benefits.${id}.title`), text: t(`benefits.${id}.text`) }))}
        />
      </Section>

      <Section title={t('howTitle')} tinted={!network}>
        <Steps items={STEPS.map((id) => ({ id, text: t(`steps.${id}`) }))} />
        <p className="note">
          <strong>{t('goodToKnow.title')}</strong> {t('goodToKnow.text')}
        </p>
      </Section>

      <Section title={network ? t('otherNetworks') : t('listTitle')}>
        <LinkTiles
          compact={Boolean(network)}
          items={others.map((id) => ({
            id,
            icon: NETWORK_ICONS[id],
            label: t(`networks.${id}.name`),
            to: detailPath(SHARED_LINKS.socialMedia, id),
          }))}
        />
      </Section>

      <Faq tinted title={t('faq.title')} items={FAQ.map((id) => ({ id, question: t(`faq.${id}.q`), answer: t(`faq.${id}.a`) }))} />
    </>
  );
}

/** `/vpn-for-social-media`: every network. */
export function SocialMediaIndex() {
  return <SocialMediaTemplate />;
}

/** `/vpn-for-social-media/{id}`: one network; the host's validation hook has rejected unknown ids. */
export function SocialMediaNetwork() {
  const id = useParams().id;
  return <SocialMediaTemplate network={isOneOf(NETWORKS, id) ? id : NETWORKS[0]} />;
}
