/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from 'host/locales/en/common.json';
import { createBus } from '../../bus/bus.ts';
import { LoadingRegion } from './loading-overlay.tsx';
import { UiKitProvider } from './ui-kit-provider.tsx';

test('renders on the server, without a DOM, with both toast live regions and no dialog', () => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, ns: ['common'], defaultNS: 'common', initAsync: false });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <UiKitProvider bus={createBus()}>
        <LoadingRegion loading>Plans</LoadingRegion>
      </UiKitProvider>
    </I18nextProvider>,
  );
  expect(typeof document).toBe('undefined');
  expect(html).toMatch(/role="alert" aria-live="assertive"[^>]*aria-label="Notifications"/);
  expect(html).toMatch(/role="status" aria-live="polite"[^>]*aria-label="Notifications"/);
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('aria-modal');
});
