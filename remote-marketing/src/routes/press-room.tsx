import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { MAIL_LINKS } from '../features/links/page-links.ts';
import { CheckList } from '../components/check-list.tsx';
import { FactList } from '../components/fact-list.tsx';
import { Icon } from '../components/icons.tsx';
import { Section } from '../components/section.tsx';

const FACTS = ['founded', 'team', 'servers', 'apps', 'languages', 'model'] as const;
const KIT = ['i1', 'i2', 'i3', 'i4'] as const;

/** `/press-room`: company facts, the boilerplate, the press kit and the press contact. */
export function PressRoomPage() {
  const { t } = useTranslation('press-room');
  return (
    <>
      <PageIntro ns="press-room" hero>
        <a className="button button--primary button--large" href={MAIL_LINKS.press}>
          <Icon name="mail" size={20} />
          {t('email')}
        </a>
      </PageIntro>
      <Section title={t('facts.title')}>
        <FactList items={FACTS.map((id) => ({ id, label: t(`facts.${id}.label`), value: t(`facts.${id}.value`) }))} />
      </Section>
      <Section title={t('about.title')} lead={t('about.text')} tinted narrow />
      <Section title={t('kit.title')} lead={t('kit.text')} narrow>
        <CheckList items={KIT.map((id) => ({ id, text: t(`kit.${id}`) }))} />
        <p>{t('kit.request')}</p>
      </Section>
      <Section title={t('topics.title')} lead={t('topics.text')} tinted narrow />
      <Section title={t('contactTitle')} lead={t('contactText')} narrow>
        <p className="contact-line">
          <Icon name="mail" size={20} />
          <a href={MAIL_LINKS.press}>{t('contact')}</a>
        </p>
      </Section>
    </>
  );
}
