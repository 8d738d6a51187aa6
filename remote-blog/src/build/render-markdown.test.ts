/** @jest-environment node */
import { renderMarkdown } from './render-markdown.ts';

test('renders Markdown to HTML', () => {
  const { html, text } = renderMarkdown('Use **HTTPS** sites.\n\n## Steps\n\n- Ask staff\n- Check the [name](/what-is-my-ip)');
  expect(html).toContain('<strong>HTTPS</strong>');
  expect(html).toContain('<h2>Steps</h2>');
  expect(html).toContain('<a href="/what-is-my-ip">name</a>');
  expect(text.split('\n')).toEqual(['Use HTTPS sites.', 'Steps', 'Ask staff', 'Check the name']);
});

test('removes script elements, inline and as blocks', () => {
  const { html } = renderMarkdown('Hi <script>alert(1)</script> there\n\n<script>\nalert(2)\n</script>\n\nEnd');
  expect(html).not.toMatch(/<script/i);
});

test('removes event handler attributes from raw HTML', () => {
  const { html } = renderMarkdown(
    '<img src="x.png" onerror="alert(1)">\n\n<p onclick="alert(1)">Click</p>\n\n<a href="/x" onmouseover="alert(1)">x</a>',
  );
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toContain('alert');
});

test('removes javascript: URLs from links and images', () => {
  const { html } = renderMarkdown(
    '[click](javascript:alert(1)) [mixed](JaVaScRiPt:alert(1)) ![x](javascript:alert(1))\n\n[ok](https://example.com/)',
  );
  expect(html).not.toMatch(/javascript:/i);
  expect(html).toContain('<a href="https://example.com/">ok</a>');
});

test('keeps images lazy, since they sit below the cover', () => {
  const { html } = renderMarkdown('![A router](https://example.com/router.png)');
  expect(html).toContain('loading="lazy"');
});

test('reports a level-1 heading, which would be a second H1 on the page', () => {
  expect(renderMarkdown('# Title\n\nText').problems).toHaveLength(1);
  expect(renderMarkdown('## Section\n\nText').problems).toEqual([]);
});
