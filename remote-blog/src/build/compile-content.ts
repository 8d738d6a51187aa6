/**
 * Build time only: turns the Markdown posts into the JSON the blog origin serves with each
 * version (content/README.md):
 *   content/<lang>/index.json             every post of the language, newest first, no body
 *   content/<lang>/posts/<unikey>.json    one post with its sanitised HTML
 *   content/<lang>/search-index.json      MiniSearch index (title, description, tags, text)
 * Every language gets all three files, so a language without posts lists none.
 */
import MiniSearch from 'minisearch';
import type { Post, PostIndex, PostSummary } from '../features/content/content-types.ts';
import { INDEX_OPTIONS, type SearchDocument } from '../features/search/search-options.ts';
import { ContentError } from './content-error.ts';
import { parsePost } from './front-matter.ts';
import { countWords, readingMinutes } from './reading-time.ts';
import { renderMarkdown } from './render-markdown.ts';
import { svgDataUri, svgSize } from './svg-data-uri.ts';
import { titlePhrases } from './title-phrases.ts';

/** A Markdown file, its path relative to the content folder (`en/vpn-basics.md`). */
export interface SourceFile {
  readonly path: string;
  readonly source: string;
}

/** Title and description of a post for the page head (`postMeta.<unikey>` in the `blog` bundle). */
export interface PostHead {
  readonly title: string;
  readonly description: string;
}

/** What one build emits: files under `content/` and the head texts per language. */
export interface CompiledContent {
  /** Asset name (`content/en/index.json`) to JSON text. */
  readonly assets: ReadonlyMap<string, string>;
  readonly heads: Readonly<Record<string, Readonly<Record<string, PostHead>>>>;
  /** Cover files the posts use (`covers/<name>.svg`). */
  readonly covers: ReadonlySet<string>;
}

/** Options of {@link compileContent}. */
export interface CompileOptions {
  /** Languages to emit files for (the route locales). */
  readonly languages: readonly string[];
  /** Cover files of the content folder: path (`covers/<name>.svg`) to SVG markup. */
  readonly covers: ReadonlyMap<string, string>;
}

/** Page title of a post: its title and the brand, unless the title names the brand already. */
export function headTitle(title: string): string {
  return title.includes('{{brand}}') ? title : `${title} | {{brand}}`;
}

function compileFile(file: SourceFile, options: CompileOptions): { post: Post; text: string } {
  const { frontMatter, body } = parsePost(file.path, file.source);
  const rendered = renderMarkdown(body);
  const problems = rendered.problems.map((problem) => `${file.path}: ${problem}`);
  const svg = options.covers.get(frontMatter.cover.src);
  const size = svg === undefined ? null : svgSize(svg);
  if (svg === undefined) problems.push(`${file.path}: cover.src: ${frontMatter.cover.src} does not exist`);
  else if (size?.width !== frontMatter.cover.width || size.height !== frontMatter.cover.height) {
    problems.push(
      `${file.path}: cover: width and height must be those of ${frontMatter.cover.src} (${size ? `${size.width} x ${size.height}` : 'not written on its <svg>'})`,
    );
  }
  if (problems.length > 0 || svg === undefined) throw new ContentError(problems);
  const phrases = titlePhrases(frontMatter.language, frontMatter.title);
  const post: Post = {
    ...frontMatter,
    ...(phrases ? { titlePhrases: phrases } : {}),
    cover: { ...frontMatter.cover, dataUri: svgDataUri(svg) },
    updated: frontMatter.updated ?? frontMatter.published,
    readingMinutes: readingMinutes(countWords(rendered.text, frontMatter.language)),
    // Known once every language is compiled (compileContent).
    translations: [frontMatter.language],
    html: rendered.html,
  };
  return { post, text: rendered.text };
}

const newestFirst = (a: PostSummary, b: PostSummary) => b.published.localeCompare(a.published) || a.unikey.localeCompare(b.unikey);

// The placeholder is filled in on the page; in the index it would only add the word "brand".
const searchable = (text: string) => text.replaceAll('{{brand}}', ' ').replaceAll('{{brandCompound}}', ' ');

/** Compiles every post; throws one {@link ContentError} listing every problem found. */
export function compileContent(files: readonly SourceFile[], options: CompileOptions): CompiledContent {
  const problems: string[] = [];
  const byLanguage = new Map<string, { post: Post; text: string }[]>(options.languages.map((lang) => [lang, []]));
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const lang = file.path.split('/')[0] ?? '';
    if (!byLanguage.has(lang)) {
      problems.push(`${file.path}: ${lang} is not a route language (${options.languages.join(', ')})`);
      continue;
    }
    try {
      byLanguage.get(lang)?.push(compileFile(file, options));
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ContentError(problems);

  // Which languages each post exists in: pages list only real translations as alternates.
  const translations = new Map<string, string[]>();
  for (const [lang, compiled] of byLanguage) {
    for (const { post } of compiled) translations.set(post.unikey, [...(translations.get(post.unikey) ?? []), lang].sort());
  }
  const assets = new Map<string, string>();
  const heads: Record<string, Record<string, PostHead>> = {};
  const covers = new Set<string>();
  for (const [lang, compiled] of byLanguage) {
    const posts = compiled
      .map((entry) => ({ ...entry.post, translations: translations.get(entry.post.unikey) ?? [lang] }))
      .sort(newestFirst);
    const index: PostIndex = { language: lang, posts: posts.map(({ html: _html, ...summary }) => summary) };
    assets.set(`content/${lang}/index.json`, JSON.stringify(index));
    const search = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
    search.addAll(
      compiled.map(({ post, text }) => ({
        unikey: post.unikey,
        title: searchable(post.title),
        description: searchable(post.description),
        tags: post.tags.map((tag) => tag.replaceAll('-', ' ')),
        text: searchable(text),
      })),
    );
    assets.set(`content/${lang}/search-index.json`, JSON.stringify(search));
    const head: Record<string, PostHead> = {};
    for (const post of posts) {
      assets.set(`content/${lang}/posts/${post.unikey}.json`, JSON.stringify(post));
      head[post.unikey] = { title: headTitle(post.title), description: post.description };
      covers.add(post.cover.src);
    }
    heads[lang] = head;
  }
  return { assets, heads, covers };
}
