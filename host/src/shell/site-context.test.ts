import { helpCentreHref } from './site-context.ts';

describe('helpCentreHref', () => {
  test('goes to the Russian section when the language cookie is ru', () => {
    expect(helpCentreHref('https://help.example/hc/', 'ru')).toBe('https://help.example/hc/ru');
  });

  test('goes to the US English section otherwise', () => {
    expect(helpCentreHref('https://help.example/hc', 'de')).toBe('https://help.example/hc/en-us');
    expect(helpCentreHref('https://help.example/hc', null)).toBe('https://help.example/hc/en-us');
  });
});
