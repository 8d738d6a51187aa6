import { centsToDecimal, discountPercent, perPart } from './money.ts';

test.each([
  [0, '0.00'],
  [5, '0.05'],
  [99, '0.99'],
  [1299, '12.99'],
  [31176, '311.76'],
  [100000, '1000.00'],
])('formats %p cents as %p', (cents, text) => {
  expect(centsToDecimal(cents)).toBe(text);
});

test.each([-1, 1.5, Number.NaN])('refuses %p as cents', (cents) => {
  expect(() => centsToDecimal(cents)).toThrow('not whole cents');
});

test('spreads a total over parts rounding half up to cents', () => {
  expect(perPart(5988, 12)).toBe(499);
  expect(perPart(1000, 3)).toBe(333);
  expect(perPart(1001, 2)).toBe(501);
});

test('gives the saving in whole percent', () => {
  expect(discountPercent(31176, 9576)).toBe(69);
  expect(discountPercent(1299, 1299)).toBe(0);
  expect(discountPercent(0, 0)).toBe(0);
});
