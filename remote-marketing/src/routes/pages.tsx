import { useLocation } from 'react-router';
import { NotFoundScreen } from '@meridian/shared/ui';
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

/** `/404`: the not-found screen as a page of its own. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundScreen message={`Page not found: ${pathname}`} path={pathname} />;
}
