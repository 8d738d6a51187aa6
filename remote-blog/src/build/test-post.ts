/** Test helper (not exported from the build): the source of a valid post, with fields overridden. */

const FIELDS: Record<string, string> = {
  unikey: 'public-wifi-safety',
  title: 'How to stay safe on public Wi-Fi',
  description: 'Café, hotel and airport Wi-Fi is handy but often open to snooping; simple habits keep you safe.',
  category: 'security',
  tags: '[wifi, travel]',
  author: '"{{brand}} Security Team"',
  published: '2025-05-22',
  cover: '\n  src: covers/public-wifi-safety.svg\n  alt: A laptop connected to café Wi-Fi behind a shield\n  width: 1200\n  height: 630',
  language: 'en',
};

/** The cover every test post uses, keyed as the content plugin passes covers. */
export const TEST_COVERS: ReadonlyMap<string, string> = new Map([
  [
    'covers/public-wifi-safety.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0b3d91"/></svg>',
  ],
]);

/** Front matter lines of a valid post; a field set to null is left out. */
export function postSource(
  overrides: Record<string, string | null> = {},
  body = 'Networks in cafés are often **open**.\n\n## Before you connect\n\nAsk staff for the network name.',
): string {
  const fields = { ...FIELDS, ...overrides };
  const lines = Object.entries(fields).flatMap(([key, value]) => (value === null ? [] : [`${key}: ${value}`]));
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}
