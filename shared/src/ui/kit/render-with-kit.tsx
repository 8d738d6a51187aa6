/** Test helper (not exported): renders a tree inside i18n with the host's real English `common` bundle. */
// Jest loads the jest-dom matchers in tooling/jest/setup-dom.ts; this gives their types to
// `tsc -p shared`, whose program does not include that setup file.
/// <reference types="@testing-library/jest-dom" />
import type { ReactElement, ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import common from 'host/locales/en/common.json';
import type { Bus } from '../../bus/bus.ts';
import { UiKitProvider } from './ui-kit-provider.tsx';

function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders `ui` with English texts only (no provider). */
export function renderWithI18n(ui: ReactNode): RenderResult {
  const i18n = createTestI18n();
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** Renders `ui` inside English texts and a {@link UiKitProvider} listening to `bus`. */
export function renderWithKit(ui: ReactElement, bus?: Bus): RenderResult {
  return renderWithI18n(<UiKitProvider bus={bus}>{ui}</UiKitProvider>);
}
