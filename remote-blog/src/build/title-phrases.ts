/**
 * Build time only: where a post's title may break across lines in a language written without spaces
 * (rule lang.ja-headings). Japanese headings break between phrases, never inside a word
 * ("キル / スイッチ", "全ロ / ケーション"); the browser's own phrase breaking (`word-break: auto-phrase`) splits
 * katakana compounds, so the phrases are worked out here with BudouX, Google's phrase segmenter, and
 * the title is drawn with a break opportunity only between them (`PhrasedText`).
 */
import { loadDefaultJapaneseParser } from 'budoux';

let japanese: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/** The title cut into phrases for `lang` (`ja`), or undefined for a language that breaks at spaces. */
export function titlePhrases(lang: string, title: string): string[] | undefined {
  if (lang !== 'ja') return undefined;
  japanese ??= loadDefaultJapaneseParser();
  const phrases = japanese.parse(title);
  return phrases.length > 1 ? phrases : undefined;
}
