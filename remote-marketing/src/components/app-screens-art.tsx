/**
 * Pictures of the real app drawn in HTML and CSS (decision 042): the
 * connect screen (connected, protected, the chosen city, the big connect button) and the server
 * list (countries with drawn flags, the open country's cities, the search field), in a phone
 * and a desktop window frame. One picture for assistive technology: `role="img"` with a
 * translated label, every drawn word hidden. Countries and cities are the company's network
 * (`@meridian/shared/network`); their names are the `location` and `app-screens` bundles'.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_INFO, type City, type Region } from '@meridian/shared/network';
import { useBrand } from '../utils/use-brand.ts';

/** Which frames a page shows: both (home, features), or the visitor's kind of device (download). */
export type AppFrame = 'both' | 'phone' | 'desktop';

/** The country the pictures are connected through: its main hub is the chosen server. */
export const CONNECTED_REGION = 'germany' satisfies Region;
/** The connected country's cities, in the network's order (the first is the chosen server). */
export const SHOWN_CITIES = ['frankfurt', 'berlin', 'munich'] as const satisfies readonly City[];
/** The server list's countries, the connected one first and open on its cities. */
export const LISTED_REGIONS = [CONNECTED_REGION, 'usa', 'uk', 'japan', 'france'] as const satisfies readonly Region[];

type Listed = (typeof LISTED_REGIONS)[number];

function Flag({ region }: { readonly region: Listed }) {
  return <span className={`app-flag app-flag--${region}`} />;
}

function ConnectScreen() {
  const { t } = useTranslation('app-screens');
  const { t: tLocation } = useTranslation('location');
  return (
    <div className="app-screen app-connect">
      <span className="app-connect__status">
        <span className="app-connect__dot" />
        {tLocation('protected')}
      </span>
      <span className="app-connect__button">
        <span className="app-connect__power" />
      </span>
      <span className="app-connect__state">{t('connected')}</span>
      <span className="app-connect__server">
        <Flag region={CONNECTED_REGION} />
        <span className="app-connect__place">
          <span className="app-connect__city">{t(`cities.${SHOWN_CITIES[0]}`)}</span>
          <span className="app-connect__country">{tLocation(`countries.${CONNECTED_REGION}`)}</span>
        </span>
      </span>
    </div>
  );
}

function ServerList() {
  const { t } = useTranslation('app-screens');
  const { t: tLocation } = useTranslation('location');
  return (
    <div className="app-screen app-servers">
      <span className="app-servers__search">
        <span className="app-servers__lens" />
        {t('search')}
      </span>
      {LISTED_REGIONS.map((region) => (
        <span key={region} className="app-country">
          <Flag region={region} />
          <span className="app-country__text">
            <span className="app-country__name">{tLocation(`countries.${region}`)}</span>
            <span className="app-country__count">{t('cityCount', { count: REGION_INFO[region].cities.length })}</span>
          </span>
          {region === CONNECTED_REGION ? (
            <span className="app-cities">
              {SHOWN_CITIES.map((city, index) => (
                <span key={city} className={index === 0 ? 'app-city app-city--on' : 'app-city'}>
                  {t(`cities.${city}`)}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      ))}
    </div>
  );
}

function PhoneFrame({ back = false, children }: { readonly back?: boolean; readonly children: ReactNode }) {
  return <span className={back ? 'app-phone app-phone--back' : 'app-phone'}>{children}</span>;
}

function WindowFrame({ wide = false, children }: { readonly wide?: boolean; readonly children: ReactNode }) {
  const brand = useBrand();
  return (
    <span className={wide ? 'app-window app-window--wide' : 'app-window'}>
      <span className="app-window__bar">
        <span className="app-window__dots" />
        <span className="app-window__title" translate="no">
          {brand}
        </span>
      </span>
      <span className="app-window__body">{children}</span>
    </span>
  );
}

/** The picture of the app in `frame`, in a box whose size the stylesheet reserves (CLS 0). */
export function AppScreensArt({ frame }: { readonly frame: AppFrame }) {
  const { t } = useTranslation('app-screens');
  const { t: tLocation } = useTranslation('location');
  const place = { city: t(`cities.${SHOWN_CITIES[0]}`), country: tLocation(`countries.${CONNECTED_REGION}`) };
  return (
    <div className={`app-screens app-screens--${frame}`}>
      <div className={`app-art app-art--${frame}`} role="img" aria-label={t(`label.${frame}`, place)}>
        <span className="app-art__drawing" aria-hidden="true">
          {frame === 'phone' ? (
            <PhoneFrame back>
              <ServerList />
            </PhoneFrame>
          ) : (
            <WindowFrame wide={frame === 'desktop'}>
              <ServerList />
              {frame === 'desktop' ? <ConnectScreen /> : null}
            </WindowFrame>
          )}
          {frame === 'desktop' ? null : (
            <PhoneFrame>
              <ConnectScreen />
            </PhoneFrame>
          )}
        </span>
      </div>
    </div>
  );
}
