import { createMemoryStorage, systemTimers, type KeyValueStorage } from '../runtime/ports.ts';
import { COOKIES_ACCEPTED_KEY, cookiesAccepted, createConsent, DENIED_CONSENT, type ConsentSink } from './consent.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const apply = jest.fn<ReturnType<ConsentSink>, Parameters<ConsentSink>>();
  const consent = createConsent({ apply, storage, timers: systemTimers() });
  return { consent, apply, storage };
}

test('starts with everything denied', () => {
  const { consent, apply } = setup();
  consent.start();
  expect(apply).toHaveBeenCalledWith('default', DENIED_CONSENT);
  expect(consent.current()).toEqual(DENIED_CONSENT);
});

test('grants storage after 200 ms and keeps ads denied without accepted cookies', () => {
  const { consent, apply } = setup();
  consent.start();
  jest.advanceTimersByTime(199);
  expect(apply).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(apply).toHaveBeenLastCalledWith('update', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
});

test('grants the ad settings after 200 ms when accpeted-cookies is set', () => {
  const storage = createMemoryStorage();
  storage.setItem('accpeted-cookies', 'true');
  const { consent, apply } = setup(storage);
  consent.start();
  jest.advanceTimersByTime(200);
  expect(apply).toHaveBeenLastCalledWith('update', {
    analytics_storage: 'granted',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  });
});

test('grants the ad settings when cookies are accepted later and the visitor refreshes', () => {
  const { consent, apply, storage } = setup();
  consent.start();
  consent.refresh();
  expect(apply).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(200);
  storage.setItem(COOKIES_ACCEPTED_KEY, '1');
  consent.refresh();
  consent.refresh();
  expect(apply).toHaveBeenCalledTimes(3);
  expect(consent.current().ad_storage).toBe('granted');
});

test('reads only the misspelt key, and false-like values as not accepted', () => {
  const storage = createMemoryStorage();
  storage.setItem('accepted-cookies', 'true');
  expect(cookiesAccepted(storage)).toBe(false);
  for (const value of ['', 'false', '0', 'null']) {
    storage.setItem(COOKIES_ACCEPTED_KEY, value);
    expect(cookiesAccepted(storage)).toBe(false);
  }
  storage.setItem(COOKIES_ACCEPTED_KEY, 'true');
  expect(cookiesAccepted(storage)).toBe(true);
});

test('never grants when disposed before 200 ms', () => {
  const { consent, apply } = setup();
  consent.start();
  consent.dispose();
  jest.advanceTimersByTime(1000);
  expect(apply).toHaveBeenCalledTimes(1);
});
