/** The React tree the server renders and the browser hydrates: i18n and site context around the router. */
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SiteContext, type SiteContextValue } from './shell/site-context.ts';

/** Providers shared by server and browser; `children` is the static or browser router. */
export function App({ i18n, site, children }: { readonly i18n: I18n; readonly site: SiteContextValue; readonly children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
    </I18nextProvider>
  );
}
