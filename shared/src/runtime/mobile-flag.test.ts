import { createMobileFlag, type MatchMedia } from './mobile-flag.ts';

/** A matchMedia for `(min-width: Npx)` queries over a viewport width the test can change. */
function fakeViewport(initialWidth: number) {
  const state = { width: initialWidth };
  const lists: Array<{ min: number; matches: boolean; listeners: Set<(event: { matches: boolean }) => void> }> = [];
  const matchMedia: MatchMedia = (query) => {
    const min = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1]);
    const list = { min, matches: state.width >= min, listeners: new Set<(event: { matches: boolean }) => void>() };
    lists.push(list);
    return {
      get matches() {
        return list.matches;
      },
      addEventListener: (_type, listener) => list.listeners.add(listener),
      removeEventListener: (_type, listener) => list.listeners.delete(listener),
    };
  };
  const resize = (width: number): void => {
    state.width = width;
    for (const list of lists) {
      const matches = width >= list.min;
      if (matches === list.matches) continue;
      list.matches = matches;
      for (const listener of list.listeners) listener({ matches });
    }
  };
  return { matchMedia, resize };
}

test('is mobile below 768 px and not at 768 px', () => {
  expect(createMobileFlag(fakeViewport(767).matchMedia).isMobile()).toBe(true);
  expect(createMobileFlag(fakeViewport(768).matchMedia).isMobile()).toBe(false);
});

test('updates when the viewport crosses 768 px, in both directions', () => {
  const viewport = fakeViewport(1024);
  const flag = createMobileFlag(viewport.matchMedia);
  const listener = jest.fn();
  flag.subscribe(listener);
  viewport.resize(800);
  expect(listener).not.toHaveBeenCalled();
  viewport.resize(767);
  expect(flag.isMobile()).toBe(true);
  viewport.resize(768);
  expect(flag.isMobile()).toBe(false);
  expect(listener.mock.calls).toEqual([[true], [false]]);
});

test('stops notifying after unsubscribe and dispose', () => {
  const viewport = fakeViewport(1024);
  const flag = createMobileFlag(viewport.matchMedia);
  const listener = jest.fn();
  const unsubscribe = flag.subscribe(listener);
  unsubscribe();
  viewport.resize(500);
  expect(listener).not.toHaveBeenCalled();
  expect(flag.isMobile()).toBe(true);
  flag.dispose();
  viewport.resize(1024);
  expect(flag.isMobile()).toBe(true);
});
