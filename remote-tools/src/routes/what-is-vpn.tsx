/** `/what-is-vpn`: how a VPN works, two diagrams, common questions and a way to try it. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { VpnDiagrams } from '../features/vpn-explainer/vpn-diagrams.tsx';
import { VpnFaq } from '../features/vpn-explainer/vpn-faq.tsx';
import { PricingCta } from '../ui/pricing-cta.tsx';

const NS = 'what-is-vpn';

/** The page: static, identical on server and browser. */
export function Component() {
  const { t } = useTranslation(NS);
  return (
    <>
      <PageIntro ns={NS}>
        <Link className="button button--primary" to="/pricing">
          {t('cta')}
        </Link>
      </PageIntro>
      <VpnDiagrams />
      <VpnFaq />
      <PricingCta ns={NS} titleKey="ctaTitle" textKey="ctaText" linkKey="cta" />
    </>
  );
}
