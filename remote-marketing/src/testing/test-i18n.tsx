/**
 * Test helper (never imported by app code): an i18next instance over this remote's real
 * bundles plus the host's `location` bundle, with the brand set as the host sets it, and a
 * record of every key a render asked for that does not exist.
 */
/// <reference types="@testing-library/jest-dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';

const LOCALES = join(__dirname, '..', '..', 'locales');
const HOST_LOCALES = join(__dirname, '..', '..', '..', 'host', 'locales');

/** The brand the host interpolates as `{{brand}}`. */
export const TEST_BRAND = 'Meridian VPN';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every namespace of this remote in `lang`, plus the host's `location`. */
export function loadBundles(lang: string): Record<string, object> {
  const bundles: Record<string, object> = {};
  for (const file of readdirSync(join(LOCALES, lang))) {
    if (file.endsWith('.json')) bundles[file.slice(0, -'.json'.length)] = readJson(join(LOCALES, lang, file)) as object;
  }
  bundles.location = readJson(join(HOST_LOCALES, lang, 'location.json')) as object;
  return bundles;
}

/** A test instance and the list of missing keys (`ns:key`) it has been asked for. */
export interface TestI18n {
  readonly i18n: I18n;
  readonly missing: string[];
}

/** An instance in `lang` without fallback language, so a missing key is never hidden by en. */
export function createTestI18n(lang = 'en'): TestI18n {
  const missing: string[] = [];
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: loadBundles(lang) },
    ns: [],
    defaultNS: false,
    initAsync: false,
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missing.push(`${namespace}:${key}`);
    },
    interpolation: { escapeValue: false, defaultVariables: { brand: TEST_BRAND } },
    react: { useSuspense: false },
  });
  return { i18n, missing };
}

/** Renders `ui` inside a fresh test instance in `lang`. */
export function renderWithI18n(ui: ReactNode, lang = 'en'): RenderResult & TestI18n {
  const test = createTestI18n(lang);
  return { ...render(<I18nextProvider i18n={test.i18n}>{ui}</I18nextProvider>), ...test };
}
