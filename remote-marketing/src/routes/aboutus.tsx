import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { type IconName } from '../components/icons.tsx';
import { IconCards } from '../components/icon-cards.tsx';
import { LinkTiles } from '../components/link-tiles.tsx';
import { Section } from '../components/section.tsx';

const VALUES = [
  ['privacy', 'eyeOff'],
  ['honesty', 'shield'],
  ['simplicity', 'check'],
  ['people', 'headset'],
] as const satisfies readonly (readonly [string, IconName])[];
const MORE = [
  ['press', 'megaphone', SHARED_LINKS.pressRoom],
  ['contact', 'mail', SHARED_LINKS.contact],
  ['affiliate', 'link', SHARED_LINKS.affiliate],
] as const satisfies readonly (readonly [string, IconName, string])[];

/** `/aboutus`: mission, values, how we work and where to learn more. */
export function AboutUsPage() {
  const { t } = useTranslation('aboutus');
  return (
    <>
      <PageIntro ns="aboutus" />
      <Section title={t('mission.title')} lead={t('mission.text')} narrow />
      <Section title={t('values.title')} tinted>
        <IconCards
          columns={4}
          items={VALUES.map(([id, icon]) => ({ id, icon, title: t(`values.${id}.title`), text: t(`values.${id}.text`) }))}
        />
      </Section>
      <Section title={t('how.title')} narrow>
        <p>{t('how.p1')}</p>
        <p>{t('how.p2')}</p>
      </Section>
      <Section title={t('more.title')} tinted>
        <LinkTiles items={MORE.map(([id, icon, to]) => ({ id, icon, to, label: t(`more.${id}`) }))} />
      </Section>
    </>
  );
}
