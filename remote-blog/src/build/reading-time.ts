/** Reading time of a post (build time): words / 220 per minute, rounded up, at least one minute. */

/** Reading speed the blog assumes, in words per minute. */
export const WORDS_PER_MINUTE = 220;

/** Words in `text`, counted with the language's word segmentation (works for Japanese too). */
export function countWords(text: string, language: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    if (segment.isWordLike) words += 1;
  }
  return words;
}

/** Minutes to read `words` words: `ceil(words / 220)`, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
