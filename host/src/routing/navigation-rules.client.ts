/**
 * What the browser shell needs for client navigations and not for hydration, one chunk fetched when
 * the browser is idle after hydration (or by the first navigation): route discovery with compatible
 * mode, the language-cookie rule, the intent prefetch of other areas and the messages of a
 * navigation's page (boot/navigation.client.ts).
 */
export { createAreaDiscovery } from './area-discovery.client.ts';
export { startCompatibleMode } from './compatible-mode.client.ts';
export { cookieLocaleMiddleware } from './cookie-locale.client.ts';
export { prefetchAreasOnIntent } from './intent-prefetch.client.ts';
export { createNavigationMessages } from '../i18n/navigation-messages.client.ts';
