import { SimplePage } from './simple-page.tsx';

/** `/features`. */
export function FeaturesPage() {
  return <SimplePage ctaTo="/pricing" ctaKey="cta" />;
}

/** `/vpn-trial`. */
export function TrialPage() {
  return <SimplePage ctaTo="/pricing" ctaKey="cta" />;
}

/** `/affiliate`. */
export function AffiliatePage() {
  return <SimplePage ctaTo="/contact-us" ctaKey="cta" />;
}

/** `/press-room`, `/aboutus`, `/contact-us`. */
export function InfoPage() {
  return <SimplePage />;
}

