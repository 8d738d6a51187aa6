/** `/webrtc-leak-test`: gathers WebRTC candidates on request and compares them with the IP websites see. */
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { lookUpGeo, type GeoLookup } from '../features/ip-lookup/geo-info.ts';
import { LeakTestPanel } from '../features/webrtc/leak-test-panel.tsx';
import { stunUrlFromSearch } from '../features/webrtc/stun-url.ts';
import { ExplainSection } from '../ui/explain-section.tsx';
import { PricingCta } from '../ui/pricing-cta.tsx';
import { useReloading } from '../ui/use-reloading.ts';

const NS = 'webrtc-leak-test';

/** The IP websites see, awaited like `/what-is-my-ip`'s, so it is in the server HTML; the test itself needs the browser. */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ readonly reference: GeoLookup }> {
  return { reference: await lookUpGeo(pageOf(context)) };
}

/** The page; `?stun=stun:host:port` picks another STUN server. Nothing runs until the visitor starts the test. */
export function Component() {
  const [search] = useSearchParams();
  const { reference } = useLoaderData<typeof loader>();
  const reloading = useReloading();
  return (
    <>
      <PageIntro ns={NS} />
      <LeakTestPanel stunUrl={stunUrlFromSearch(search)} reference={reloading ? { status: 'loading' } : reference} />
      <ExplainSection ns={NS} />
      <PricingCta ns={NS} titleKey="fix.title" textKey="fix.text" linkKey="cta" />
    </>
  );
}
