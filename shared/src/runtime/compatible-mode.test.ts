import { createCompatibleMode } from './compatible-mode.ts';
import { createMemoryStorage, systemTimers } from './ports.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const storage = createMemoryStorage();
  const redirect = jest.fn();
  const mode = createCompatibleMode({
    storage,
    timers: systemTimers(),
    isKnownPath: (pathname) => ['/', '/pricing'].includes(pathname),
    redirect,
  });
  return { mode, storage, redirect };
}

const unknown = { pathname: '/old-page', href: 'https://example.com/old-page?a=1#top' };

test('loads an unknown path as a full page at the same address and sets the flag', () => {
  const { mode, storage, redirect } = setup();
  expect(mode.intercept(unknown)).toBe(true);
  expect(redirect).toHaveBeenCalledWith('https://example.com/old-page?a=1#top');
  expect(storage.getItem('older-site')).toBe('1');
});

test('leaves known paths to the client router', () => {
  const { mode, redirect } = setup();
  expect(mode.intercept({ pathname: '/pricing', href: 'https://example.com/pricing' })).toBe(false);
  expect(redirect).not.toHaveBeenCalled();
});

test('does not redirect again while the older-site flag is set', () => {
  const { mode, storage, redirect } = setup();
  storage.setItem('older-site', '1');
  expect(mode.intercept(unknown)).toBe(false);
  expect(redirect).not.toHaveBeenCalled();
});

test('clears the flag 1000 ms after start-up, not before', () => {
  const { mode, storage } = setup();
  storage.setItem('older-site', '1');
  mode.start();
  jest.advanceTimersByTime(999);
  expect(storage.getItem('older-site')).toBe('1');
  jest.advanceTimersByTime(1);
  expect(storage.getItem('older-site')).toBeNull();
});

test('redirects unknown paths again once the flag was cleared', () => {
  const { mode, storage, redirect } = setup();
  storage.setItem('older-site', '1');
  mode.start();
  expect(mode.intercept(unknown)).toBe(false);
  jest.advanceTimersByTime(1000);
  expect(mode.intercept(unknown)).toBe(true);
  expect(redirect).toHaveBeenCalledTimes(1);
});

test('keeps the flag when disposed before the second passes', () => {
  const { mode, storage } = setup();
  storage.setItem('older-site', '1');
  mode.start();
  mode.dispose();
  jest.advanceTimersByTime(5000);
  expect(storage.getItem('older-site')).toBe('1');
});
