/**
 * Build time only (called from rspack.config.ts through the content plugin): reads a post's
 * front matter with gray-matter and validates it (content/README.md lists the fields).
 */
import matter from 'gray-matter';
import { z } from 'zod';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { CATEGORIES, TAG_MAX_LENGTH, TAG_PATTERN, UNIKEY_PATTERN } from '../features/content/content-types.ts';
import { ContentError } from './content-error.ts';

// YAML reads an unquoted 2025-05-22 as a Date; both spellings mean the same calendar day.
const calendarDate = z.union([z.iso.date(), z.date().transform((date) => date.toISOString().slice(0, 10))]);

// Titles and descriptions also go through i18next (page head): only the {{brand}} placeholders
// ({{brandCompound}} in a German compound) may appear, and nothing i18next would read as nesting.
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(
      (value) => !/\{\{|\}\}|\$t\(/.test(value.replaceAll('{{brand}}', '').replaceAll('{{brandCompound}}', '')),
      'only the {{brand}} and {{brandCompound}} placeholders may be used',
    );

/** The front matter of one post. */
export const frontMatterSchema = z
  .strictObject({
    unikey: z.string().regex(UNIKEY_PATTERN, 'lowercase ASCII words joined by hyphens'),
    title: text(5, 110),
    description: text(50, 300),
    category: z.enum(CATEGORIES),
    tags: z
      .array(z.string().max(TAG_MAX_LENGTH).regex(TAG_PATTERN, 'lowercase words joined by hyphens'))
      .min(1)
      .max(8)
      .refine((tags) => new Set(tags).size === tags.length, 'tags must not repeat'),
    author: text(2, 80),
    published: calendarDate,
    updated: calendarDate.optional(),
    cover: z.strictObject({
      src: z.string().regex(/^covers\/[a-z0-9-]+\.svg$/, 'covers/<name>.svg'),
      alt: text(10, 200),
      width: z.number().int().positive().max(4000),
      height: z.number().int().positive().max(4000),
    }),
    language: z.enum(ROUTE_LOCALES),
  })
  .refine((value) => value.updated === undefined || value.updated >= value.published, {
    path: ['updated'],
    message: 'must not be before published',
  });

/** Validated front matter. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;

// gray-matter would evaluate `---js` front matter; posts are data, never code.
const noCode = (): never => {
  throw new Error('front matter must be YAML');
};

/** A post file split into validated front matter and its Markdown body. */
export interface ParsedPost {
  readonly frontMatter: FrontMatter;
  readonly body: string;
}

/**
 * Parses the post at `file` (`<lang>/<unikey>.md`, for messages and the file-name checks).
 * Throws a {@link ContentError} naming the file and each bad field.
 */
export function parsePost(file: string, source: string): ParsedPost {
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    // Passing options also keeps gray-matter from returning its cached, shared result.
    parsed = matter(source, { language: 'yaml', engines: { js: noCode, javascript: noCode } });
  } catch (error) {
    throw new ContentError([`${file}: front matter is not valid YAML (${error instanceof Error ? error.message : String(error)})`]);
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(front matter)'}: ${issue.message}`));
  }
  const frontMatter = result.data;
  const match = /^([^/]+)\/([^/]+)\.md$/.exec(file);
  const problems: string[] = [];
  if (match?.[1] !== frontMatter.language) problems.push(`${file}: language: must match the folder (${match?.[1] ?? '?'})`);
  if (match?.[2] !== frontMatter.unikey) problems.push(`${file}: unikey: must match the file name (${match?.[2] ?? '?'})`);
  if (parsed.content.trim() === '') problems.push(`${file}: the post has no body`);
  if (problems.length > 0) throw new ContentError(problems);
  return { frontMatter, body: parsed.content };
}
