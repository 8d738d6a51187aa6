/** `/what-is-my-ip`: the visitor's IP address and country, what sites learn from it, and how to hide it. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { lookUpGeo, type GeoLookup } from '../features/ip-lookup/geo-info.ts';
import { IpResult } from '../features/ip-lookup/ip-result.tsx';
import { WhatSitesSee } from '../features/ip-lookup/what-sites-see.tsx';
import { PricingCta } from '../ui/pricing-cta.tsx';
import { useReloading } from '../ui/use-reloading.ts';

const NS = 'what-is-my-ip';

/**
 * The lookup, awaited: on the server geo_info answers for the visitor's forwarded address, so the
 * address is in the server HTML (decision 013). A failed lookup is shown with a retry, never a 5xx.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ readonly geo: GeoLookup }> {
  return { geo: await lookUpGeo(pageOf(context)) };
}

/** The page. */
export function Component() {
  const { geo } = useLoaderData<typeof loader>();
  const reloading = useReloading();
  return (
    <>
      <PageIntro ns={NS} />
      <IpResult view={reloading ? { status: 'loading' } : geo} />
      <WhatSitesSee />
      <PricingCta ns={NS} titleKey="ctaTitle" textKey="ctaText" linkKey="cta" />
    </>
  );
}
