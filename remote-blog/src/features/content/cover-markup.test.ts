import { coverSvg } from './cover-markup.ts';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#0b3d91"/></svg>';
const asDataUri = (svg: string) => `data:image/svg+xml,${svg.replace(/["%#<>]/g, (char) => encodeURIComponent(char))}`;

test('gives back the drawing of a build-time data URL', () => {
  expect(coverSvg(asDataUri(drawing))).toBe(drawing);
});

test('refuses anything but a lone SVG drawing', () => {
  for (const uri of [
    'https://example.com/cover.svg',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,%E0%A4%A',
    asDataUri('<p>not svg</p>'),
    asDataUri('<svg><script>alert(1)</script></svg>'),
    asDataUri('<svg onload="alert(1)"><rect/></svg>'),
    asDataUri('<svg><foreignObject><div/></foreignObject></svg>'),
    asDataUri('<svg><a href="javascript:alert(1)"><rect/></a></svg>'),
  ])
    expect(coverSvg(uri)).toBeNull();
});
