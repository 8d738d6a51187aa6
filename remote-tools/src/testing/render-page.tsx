/**
 * Test helper (not shipped): renders a tools page or component with the real English bundles,
 * a memory router and, when given, an injected API client.
 */
/// <reference types="@testing-library/jest-dom" />
import type { ReactElement, ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { HttpClient } from '@meridian/shared/http';
import { ApiClientContext } from '../features/api/api-client.ts';
import webrtcLeakTest from '../../locales/en/webrtc-leak-test.json';
import whatIsMyIp from '../../locales/en/what-is-my-ip.json';
import whatIsVpn from '../../locales/en/what-is-vpn.json';

/** The brand name the host interpolates as `{{brand}}`. */
export const TEST_BRAND = 'Meridian VPN';

function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'what-is-my-ip': whatIsMyIp, 'webrtc-leak-test': webrtcLeakTest, 'what-is-vpn': whatIsVpn } },
    ns: ['what-is-my-ip', 'webrtc-leak-test', 'what-is-vpn'],
    defaultNS: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: TEST_BRAND } },
    react: { useSuspense: false },
  });
  return instance;
}

/** Options of {@link renderPage}. */
export interface RenderPageOptions {
  readonly client?: HttpClient;
  /** The URL the memory router starts at, for query parameters such as `?stun=`. */
  readonly url?: string;
}

/** `ui` inside English texts, a router at `url` and the injected client (for `renderToString`). */
export function pageTree(ui: ReactNode, { client, url = '/' }: RenderPageOptions = {}): ReactElement {
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <ApiClientContext.Provider value={client ?? null}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ApiClientContext.Provider>
    </I18nextProvider>
  );
}

/** Renders {@link pageTree} into the document. */
export function renderPage(ui: ReactNode, options: RenderPageOptions = {}): RenderResult {
  return render(pageTree(ui, options));
}
