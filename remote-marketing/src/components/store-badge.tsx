/**
 * A store's download badge, drawn by us (decision 042): a dark rounded box with a generic
 * device drawing and the store's words in the page's language ("Get it on" / "Google Play"), never
 * a store's own artwork or logo. It is a link whose accessible name is those words.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Store } from '../features/catalogue/store-listings.ts';
import { Icon, type IconName } from './icons.tsx';

const DRAWINGS: Readonly<Record<Store, IconName>> = {
  'app-store': 'phone',
  'google-play': 'phone',
  'microsoft-store': 'laptop',
  'chrome-web-store': 'browser',
};

/** The badge of `store`, linking to `to` (the listing, through `/redirect`). */
export function StoreBadge({ store, to }: { readonly store: Store; readonly to: string }) {
  const { t } = useTranslation('download');
  return (
    <Link className="store-badge" to={to}>
      <Icon name={DRAWINGS[store]} size={26} />
      <span className="store-badge__words">
        <span className="store-badge__lead">{t(`badges.${store}.lead`)}</span>{' '}
        <span className="store-badge__name">{t(`badges.${store}.name`)}</span>
      </span>
    </Link>
  );
}
