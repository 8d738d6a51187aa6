/** @jest-environment node */
import { svgDataUri, svgSize } from './svg-data-uri.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">\n  <path d="M0 0 L10 10" fill="#0b3d91"/>\n</svg>\n';

test('inlines an SVG as a data URL that decodes back to the same markup', () => {
  const uri = svgDataUri(svg);
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  expect(uri).not.toMatch(/["<>#\n]/);
  expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><path d="M0 0 L10 10" fill="#0b3d91"/></svg>',
  );
});

test('reads the size written on the root element', () => {
  expect(svgSize(svg)).toEqual({ width: 1200, height: 630 });
  expect(svgSize('<svg viewBox="0 0 10 10"></svg>')).toBeNull();
});
