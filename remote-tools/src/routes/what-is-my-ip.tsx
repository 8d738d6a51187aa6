/** `/what-is-my-ip`: the visitor's IP address and country, what sites learn from it, and how to hide it. */
import { PageIntro } from '@meridian/shared/ui';
import { useGeoInfo } from '../features/api/use-geo-info.ts';
import { IpResult } from '../features/ip-lookup/ip-result.tsx';
import { WhatSitesSee } from '../features/ip-lookup/what-sites-see.tsx';
import { PricingCta } from '../ui/pricing-cta.tsx';

const NS = 'what-is-my-ip';

/** The page; the lookup runs after hydration, so the server renders the "looking up" state. */
export function WhatIsMyIpPage() {
  const geo = useGeoInfo();
  return (
    <>
      <PageIntro ns={NS} />
      <IpResult view={geo.state} onRetry={geo.retry} />
      <WhatSitesSee />
      <PricingCta ns={NS} titleKey="ctaTitle" textKey="ctaText" linkKey="cta" />
    </>
  );
}
