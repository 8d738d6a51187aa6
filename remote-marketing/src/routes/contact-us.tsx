/** `/contact-us`: the contact form, which posts to this page's action, and the other ways to reach us. */
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { contactAction, SENT_PARAM } from '../features/contact/contact-action.ts';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { MAIL_LINKS, SHARED_LINKS } from '../features/links/page-links.ts';
import { Icon } from '../components/icons.tsx';

/** Sends the form (works without JavaScript: decision 013). */
export const action = contactAction;

/** The page. */
export function Component() {
  const { t } = useTranslation('contact-us');
  const [search] = useSearchParams();
  // A new location (the redirect after sending) starts an empty form.
  const { key } = useLocation();
  return (
    <>
      <PageIntro ns="contact-us" />
      <section className="section">
        <div className="container contact-layout">
          <div>
            <ContactForm key={key} sent={search.has(SENT_PARAM)} />
            <p className="contact-privacy">
              {t('form.privacy')} <Link to={SHARED_LINKS.privacyPolicy}>{t('form.privacyLink')}</Link>
            </p>
          </div>
          <aside className="contact-aside" aria-labelledby="contact-other-title">
            <h2 id="contact-other-title" className="contact-aside__title">
              {t('other.title')}
            </h2>
            <div className="contact-aside__item">
              <h3>
                <Icon name="headset" size={20} /> {t('other.support.title')}
              </h3>
              <p>{t('other.support.text')}</p>
              <a href={MAIL_LINKS.support}>{t('other.support.link')}</a>
            </div>
            <div className="contact-aside__item">
              <h3>
                <Icon name="megaphone" size={20} /> {t('other.press.title')}
              </h3>
              <p>{t('other.press.text')}</p>
              <Link to={SHARED_LINKS.pressRoom}>{t('other.press.link')}</Link>
            </div>
            <div className="contact-aside__item">
              <h3>
                <Icon name="link" size={20} /> {t('other.partners.title')}
              </h3>
              <p>{t('other.partners.text')}</p>
              <Link to={SHARED_LINKS.affiliate}>{t('other.partners.link')}</Link>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
