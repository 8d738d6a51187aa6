import { AREAS, isArea } from './areas.ts';

describe('areas', () => {
  test('names the five areas', () => {
    expect(AREAS).toEqual(['marketing', 'blog', 'account', 'checkout', 'tools']);
    for (const area of AREAS) expect(isArea(area)).toBe(true);
  });

  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '', 'Blog', 'host', 42, null, undefined])(
    '%p is not an area (prototype-named values included)',
    (value) => {
      expect(isArea(value)).toBe(false);
    },
  );
});
