/**
 * Build time only: renders a post's Markdown to sanitised HTML with unified (remark-parse,
 * remark-rehype, rehype-sanitize with its default, GitHub-style schema, rehype-stringify).
 * Raw HTML in Markdown is dropped by remark-rehype; the sanitiser then removes scripts, event
 * handler attributes and links or images whose protocol is not allowed (`javascript:`).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { Element, Root, RootContent } from 'hast';

/** A rendered post body. */
export interface RenderedMarkdown {
  /** Sanitised HTML. */
  readonly html: string;
  /** The plain text of the body, for word counts and the search index. */
  readonly text: string;
  /** Elements the page layout reserves (an `h1`: a page has one, the post title). */
  readonly problems: readonly string[];
}

const BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'br', 'td', 'th']);

function walk(node: Root | RootContent, visit: (node: Root | RootContent) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

const isElement = (node: Root | RootContent): node is Element => node.type === 'element';

/** Renders `markdown` (a post body, without front matter). */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize);
  const tree = processor.runSync(processor.parse(markdown));
  const text: string[] = [];
  const problems = new Set<string>();
  walk(tree, (node) => {
    if (node.type === 'text') text.push(node.value);
    if (!isElement(node)) return;
    if (BLOCKS.has(node.tagName)) text.push('\n');
    if (node.tagName === 'h1') problems.add('the body has a level-1 heading (# ...); the title is the page heading, start sections at ##');
    if (node.tagName === 'img') {
      // Body images are below the cover, so below the fold.
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
    }
  });
  return {
    html: unified().use(rehypeStringify).stringify(tree),
    text: text
      .join('')
      .replace(/[ \t]*\n\s*/g, '\n')
      .trim(),
    problems: [...problems],
  };
}
