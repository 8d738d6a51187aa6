/** The React tree the server renders and the browser hydrates: i18n, site, bus, session and UI kit around the router. */
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BusContext, type Bus } from '@meridian/shared/bus';
import { SessionContext, type Session } from '@meridian/shared/session';
import { KeepServerHtmlContext, KeptHtmlContext, UiKitProvider, type KeptHtml } from '@meridian/shared/ui';
import { SiteContext, type SiteContextValue } from './shell/site-context.ts';
import { ShellRuntimeContext, type ShellRuntime } from './shell/runtime/shell-runtime.ts';

/** Per-page (browser) or per-request (server) services; `shell` is null on the server. */
export interface AppServices {
  readonly bus: Bus;
  readonly session: Session;
  readonly shell: ShellRuntime | null;
}

/**
 * Providers shared by server and browser; `children` is the static or browser router. `keptHtml`
 * only on the server, for a page kept from the server (decision 077).
 */
export function App({
  i18n,
  site,
  services,
  keptHtml = null,
  children,
}: {
  readonly i18n: I18n;
  readonly site: SiteContextValue;
  readonly services: AppServices;
  readonly keptHtml?: KeptHtml | null;
  readonly children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider value={site}>
        <BusContext.Provider value={services.bus}>
          <SessionContext.Provider value={services.session}>
            <ShellRuntimeContext.Provider value={services.shell}>
              {/* Only the browser keeps content the server rendered as it is (StaticContent, decision 062). */}
              <KeepServerHtmlContext.Provider value={services.shell !== null}>
                <KeptHtmlContext.Provider value={keptHtml}>
                  <UiKitProvider bus={services.bus}>{children}</UiKitProvider>
                </KeptHtmlContext.Provider>
              </KeepServerHtmlContext.Provider>
            </ShellRuntimeContext.Provider>
          </SessionContext.Provider>
        </BusContext.Provider>
      </SiteContext.Provider>
    </I18nextProvider>
  );
}
