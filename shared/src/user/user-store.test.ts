import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createBus, type BusEvents } from '../bus/bus.ts';
import { createBrowserCookieJar } from '../runtime/cookie-jar.ts';
import { createUserStore, TOKEN_COOKIE, USER_INFO_KEY, type UserInfo, type UserStoreOptions } from './user-store.ts';

const PROFILE = {
  user_id: 100001,
  email: 'ann@example.com',
  is_password_set: true,
  is_anonymous: false,
  vip: { is_vip: true, remain_time: 86_400, expire_at: 1 },
};

function setup(overrides: Partial<UserStoreOptions> = {}) {
  const bus = createBus();
  const events: BusEvents['user:changed'][] = [];
  bus.on('user:changed', (user) => events.push(user));
  const fetchProfile = jest.fn(async (): Promise<unknown> => PROFILE);
  const cookies = createBrowserCookieJar(() => Date.now());
  const store = createUserStore({ storage: window.localStorage, cookies, bus, fetchProfile, ...overrides });
  return { store, events, fetchProfile, cookies };
}

function stored(): unknown {
  const raw = window.localStorage.getItem(USER_INFO_KEY);
  return raw === null ? null : JSON.parse(raw);
}

function storeInfo(info: Partial<UserInfo>): void {
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

test('stays logged out and fetches nothing when no token is stored', async () => {
  const { store, fetchProfile, events } = setup();
  await store.start();
  expect(store.getSnapshot()).toEqual({ token: null, info: null });
  expect(fetchProfile).not.toHaveBeenCalled();
  expect(events).toEqual([]);
});

test('puts a stored token in state at start and refreshes the user from the profile', async () => {
  storeInfo({ token: 'tok-1', paysuc: true });
  const { store, fetchProfile, events } = setup();
  const starting = store.start();
  expect(store.getToken()).toBe('tok-1');
  await starting;
  expect(fetchProfile).toHaveBeenCalledTimes(1);
  const expected: UserInfo = {
    token: 'tok-1',
    name: 'ann@example.com',
    avatar: '',
    password_set: true,
    setPassword: false,
    paysuc: true,
    user_id: '100001',
    vip: { remain_time: 86_400 },
  };
  expect(store.getSnapshot()).toEqual({ token: 'tok-1', info: expected });
  expect(stored()).toEqual(expected);
  expect(events).toEqual([{ userId: '100001', email: 'ann@example.com' }]);
});

test('takes the paypal_token cookie before the stored token, dropping the other account fields', async () => {
  storeInfo({ token: 'old-token', name: 'someone@else.com', user_id: '7', paysuc: true });
  document.cookie = `${TOKEN_COOKIE}=cookie-token; path=/`;
  const { store } = setup({ fetchProfile: async () => new Promise<never>(() => undefined) });
  void store.start();
  expect(store.getSnapshot()).toMatchObject({ token: 'cookie-token', info: { name: '', user_id: '', paysuc: false } });
  expect(stored()).toMatchObject({ token: 'cookie-token' });
});

test('keeps the stored fields when the cookie holds the same token', async () => {
  storeInfo({ token: 'same', paysuc: true });
  document.cookie = `${TOKEN_COOKIE}=same; path=/`;
  const { store } = setup();
  await store.start();
  expect(store.getSnapshot().info).toMatchObject({ token: 'same', paysuc: true, name: 'ann@example.com' });
});

test.each(['{not json', '[]', '"tok"', 'null', '42'])(
  'treats malformed stored user info %p as logged out without throwing',
  async (raw) => {
    window.localStorage.setItem(USER_INFO_KEY, raw);
    const { store, fetchProfile } = setup();
    await expect(store.start()).resolves.toBeUndefined();
    expect(store.getSnapshot()).toEqual({ token: null, info: null });
    expect(fetchProfile).not.toHaveBeenCalled();
  },
);

test('treats storage that throws as empty and keeps working in memory', async () => {
  const storage = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  const { store } = setup({ storage });
  await expect(store.start()).resolves.toBeUndefined();
  await store.login('tok-2');
  expect(store.getSnapshot().info).toMatchObject({ token: 'tok-2', name: 'ann@example.com' });
  expect(() => store.clear()).not.toThrow();
});

test('defaults stored fields of the wrong type and keeps the token', async () => {
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ token: 'tok-3', vip: 'gold', paysuc: 'yes', user_id: 12 }));
  const { store } = setup({ fetchProfile: async () => new Promise<never>(() => undefined) });
  void store.start();
  expect(store.getSnapshot().info).toMatchObject({ token: 'tok-3', vip: { remain_time: 0 }, paysuc: false, user_id: '12' });
});

test('logs in with a token: stores it, replaces a stale token cookie so the server knows the session, and refreshes', async () => {
  document.cookie = `${TOKEN_COOKIE}=stale; path=/`;
  const { store, cookies, events } = setup();
  await store.login('fresh');
  expect(cookies.get(TOKEN_COOKIE)).toBe('fresh');
  expect(stored()).toMatchObject({ token: 'fresh', name: 'ann@example.com', user_id: '100001' });
  expect(events).toEqual([{ userId: '100001', email: 'ann@example.com' }]);
});

test('refuses to log in with an empty token', async () => {
  const { store } = setup();
  await expect(store.login('  ')).rejects.toThrow('logging in: the token is empty');
  expect(store.getToken()).toBeNull();
});

test('logs out: revokes while the token is still set, then forgets the user everywhere', async () => {
  const tokensSeen: (string | null)[] = [];
  const { store, events, cookies } = setup({
    revokeToken: async (token) => {
      tokensSeen.push(token, store.getToken());
    },
  });
  await store.login('tok-4');
  document.cookie = `${TOKEN_COOKIE}=tok-4; path=/`;
  await store.logout();
  expect(tokensSeen).toEqual(['tok-4', 'tok-4']);
  expect(store.getSnapshot()).toEqual({ token: null, info: null });
  expect(stored()).toBeNull();
  expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
  expect(events).toEqual([{ userId: '100001', email: 'ann@example.com' }, null]);
});

test('logs out locally even when the revoke call fails', async () => {
  const { store } = setup({ revokeToken: async () => Promise.reject(new Error('offline')) });
  await store.login('tok-5');
  await expect(store.logout()).resolves.toBeUndefined();
  expect(store.getToken()).toBeNull();
});

test('clear() forgets the user and tells subscribers and the bus', async () => {
  const { store, events } = setup();
  await store.login('tok-6');
  const listener = jest.fn();
  store.subscribe(listener);
  store.clear();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot()).toEqual({ token: null, info: null });
  expect(stored()).toBeNull();
  expect(events.at(-1)).toBeNull();
});

test('drops a profile that arrives after the user logged out', async () => {
  let answer: (profile: unknown) => void = () => undefined;
  const { store, events } = setup({ fetchProfile: () => new Promise((resolve) => (answer = resolve)) });
  const loggingIn = store.login('tok-7');
  store.clear();
  answer(PROFILE);
  await loggingIn;
  expect(store.getSnapshot()).toEqual({ token: null, info: null });
  expect(stored()).toBeNull();
  expect(events).toEqual([]);
});

test('rejects a refresh with a malformed profile, naming the field, and keeps the token', async () => {
  const { store } = setup({ fetchProfile: async () => ({ user_id: 1, email: 'a@b.co' }) });
  await expect(store.login('tok-8')).rejects.toThrow('reading the profile: is_password_set');
  expect(store.getToken()).toBe('tok-8');
});

test('names an anonymous account with an empty name and announces it', async () => {
  const { store, events } = setup({ fetchProfile: async () => ({ user_id: 100002, email: null, is_password_set: false, vip: null }) });
  await store.login('anon');
  expect(store.getSnapshot().info).toMatchObject({ name: '', user_id: '100002', vip: { remain_time: 0 } });
  expect(events).toEqual([{ userId: '100002', email: '' }]);
});

test('announces the user once when a refresh finds nothing new', async () => {
  const { store, events } = setup();
  await store.login('tok-9');
  await store.refresh();
  expect(events).toHaveLength(1);
});

test('updates flags of the signed-in user only', async () => {
  const { store } = setup();
  expect(store.update({ paysuc: true })).toBe(false);
  await store.login('tok-10');
  expect(store.update({ paysuc: true, avatar: '/a.png' })).toBe(true);
  expect(stored()).toMatchObject({ paysuc: true, avatar: '/a.png', name: 'ann@example.com' });
});

test('keeps the snapshot identity between changes and stops notifying after unsubscribe', async () => {
  const { store } = setup();
  const first = store.getSnapshot();
  expect(store.getSnapshot()).toBe(first);
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  await store.login('tok-11');
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  store.clear();
  expect(listener).toHaveBeenCalledTimes(2);
});

test('drives useSyncExternalStore', async () => {
  const { store } = setup();
  const { result } = renderHook(() => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot));
  expect(result.current.token).toBeNull();
  await act(() => store.login('tok-12'));
  expect(result.current.info?.name).toBe('ann@example.com');
  act(() => store.clear());
  expect(result.current).toEqual({ token: null, info: null });
});

test('restore() knows the stored session at once and asks the API nothing; the refresh comes later', async () => {
  document.cookie = `${TOKEN_COOKIE}=tok-cookie; path=/`;
  storeInfo({ token: 'tok-cookie', paysuc: true });
  const { store, fetchProfile } = setup();
  store.restore();
  expect(store.getToken()).toBe('tok-cookie');
  expect(store.getSnapshot().info?.paysuc).toBe(true);
  expect(fetchProfile).not.toHaveBeenCalled();
  await store.refresh();
  expect(fetchProfile).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot().info?.name).toBe('ann@example.com');
});
