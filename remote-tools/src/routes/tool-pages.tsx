import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';

function Explain({ ns }: { readonly ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <section className="section section--tinted">
      <div className="container container--narrow">
        <h2 className="section__title">{t('explain.title')}</h2>
        <p>{t('explain.text')}</p>
      </div>
    </section>
  );
}

/** `/what-is-my-ip`. */
export function WhatIsMyIpPage() {
  const { t } = useTranslation('what-is-my-ip');
  return (
    <>
      <PageIntro ns="what-is-my-ip">
        <Link className="button button--primary" to="/pricing">
          {t('cta')}
        </Link>
      </PageIntro>
      <Explain ns="what-is-my-ip" />
    </>
  );
}

/** `/webrtc-leak-test`. */
export function WebRtcLeakTestPage() {
  return (
    <>
      <PageIntro ns="webrtc-leak-test" />
      <Explain ns="webrtc-leak-test" />
    </>
  );
}

/** `/what-is-vpn`. */
export function WhatIsVpnPage() {
  const { t } = useTranslation('what-is-vpn');
  return (
    <>
      <PageIntro ns="what-is-vpn">
        <Link className="button button--primary" to="/pricing">
          {t('cta')}
        </Link>
      </PageIntro>
      <Explain ns="what-is-vpn" />
    </>
  );
}
