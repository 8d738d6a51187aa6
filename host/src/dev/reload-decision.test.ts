import { missedRebuild, reloadDecision } from './reload-decision.ts';

describe('what an open page does when npm run dev rebuilt an area', () => {
  test('reloads when the page shows the rebuilt area', () => {
    expect(reloadDecision('marketing', 'marketing', ['marketing', 'blog'])).toBe('reload');
  });

  test('reloads the unavailable page, whose area may load now', () => {
    expect(reloadDecision('blog', null, [])).toBe('reload');
  });

  test('reloads at the next navigation when the page holds the old code of the rebuilt area', () => {
    expect(reloadDecision('blog', 'marketing', ['marketing', 'blog'])).toBe('reload-on-navigation');
  });

  test('ignores an area the page never loaded', () => {
    expect(reloadDecision('checkout', 'marketing', ['marketing'])).toBe('ignore');
  });
});

describe('a page that was loading while a rebuild was announced', () => {
  test('reloads once more when the host took in a rebuild after rendering it', () => {
    expect(missedRebuild(3, 4)).toBe(true);
  });

  test('stays when it was rendered after the last rebuild', () => {
    expect(missedRebuild(4, 4)).toBe(false);
  });
});
