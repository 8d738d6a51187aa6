/** @jest-environment node */
import { ContentError } from './content-error.ts';
import { parsePost } from './front-matter.ts';
import { postSource } from './test-post.ts';

const FILE = 'en/public-wifi-safety.md';

function problemsOf(source: string, file = FILE): readonly string[] {
  try {
    parsePost(file, source);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

test('reads valid front matter, dates written without quotes included', () => {
  const { frontMatter, body } = parsePost(FILE, postSource({ updated: '2025-09-01' }));
  expect(frontMatter).toMatchObject({
    unikey: 'public-wifi-safety',
    category: 'security',
    tags: ['wifi', 'travel'],
    published: '2025-05-22',
    updated: '2025-09-01',
  });
  expect(frontMatter.cover).toEqual({
    src: 'covers/public-wifi-safety.svg',
    alt: 'A laptop connected to café Wi-Fi behind a shield',
    width: 1200,
    height: 630,
  });
  expect(body).toContain('## Before you connect');
});

test('names the file and the field of each missing or invalid value', () => {
  const problems = problemsOf(postSource({ title: null, category: 'cooking', published: '22/05/2025' }));
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^en\/public-wifi-safety\.md: title: /),
      expect.stringMatching(/^en\/public-wifi-safety\.md: category: /),
      expect.stringMatching(/^en\/public-wifi-safety\.md: published: /),
    ]),
  );
});

test('rejects unknown fields, so a misspelt field is not silently ignored', () => {
  expect(problemsOf(postSource({ publshed: '2025-01-01' }))).toEqual([expect.stringContaining('publshed')]);
});

test('rejects a cover outside covers/ or without its size', () => {
  expect(problemsOf(postSource({ cover: '\n  src: https://example.com/a.png\n  alt: An image from elsewhere\n  width: 1200' }))).toEqual(
    expect.arrayContaining([expect.stringContaining('cover.src'), expect.stringContaining('cover.height')]),
  );
});

test('rejects tags that are not URL slugs and an update before publication', () => {
  expect(problemsOf(postSource({ tags: '[Public WiFi]', updated: '2025-01-01' }))).toEqual(
    expect.arrayContaining([expect.stringContaining('tags.0'), expect.stringContaining('updated: must not be before published')]),
  );
});

test('only the {{brand}} placeholders may appear in texts', () => {
  expect(problemsOf(postSource({ title: '"Hello {{name}}, read this"' }))).toEqual([
    expect.stringContaining('title: only the {{brand}} and {{brandCompound}} placeholders'),
  ]);
  expect(problemsOf(postSource({ title: '"Die {{brandCompound}}-App und {{brand}}"' }))).toEqual([]);
});

test('the unikey and language must match the file path', () => {
  expect(problemsOf(postSource(), 'de/wifi.md')).toEqual([
    'de/wifi.md: language: must match the folder (de)',
    'de/wifi.md: unikey: must match the file name (wifi)',
  ]);
});

test('front matter that is not YAML is refused, never evaluated', () => {
  const source = '---js\n{ title: (() => { throw new Error("evaluated"); })() }\n---\nBody';
  expect(problemsOf(source)).toEqual([expect.stringContaining('front matter is not valid YAML')]);
});
