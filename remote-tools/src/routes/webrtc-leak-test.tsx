/** `/webrtc-leak-test`: gathers WebRTC candidates on request and compares them with the IP websites see. */
import { useSearchParams } from 'react-router';
import { PageIntro } from '@meridian/shared/ui';
import { useGeoInfo } from '../features/api/use-geo-info.ts';
import { LeakTestPanel } from '../features/webrtc/leak-test-panel.tsx';
import { stunUrlFromSearch } from '../features/webrtc/stun-url.ts';
import { ExplainSection } from '../ui/explain-section.tsx';
import { PricingCta } from '../ui/pricing-cta.tsx';

const NS = 'webrtc-leak-test';

/** The page; `?stun=stun:host:port` picks another STUN server. Nothing runs until the visitor starts the test. */
export function WebRtcLeakTestPage() {
  const [search] = useSearchParams();
  const geo = useGeoInfo();
  return (
    <>
      <PageIntro ns={NS} />
      <LeakTestPanel stunUrl={stunUrlFromSearch(search)} reference={geo.state} onRetryReference={geo.retry} />
      <ExplainSection ns={NS} />
      <PricingCta ns={NS} titleKey="fix.title" textKey="fix.text" linkKey="cta" />
    </>
  );
}
