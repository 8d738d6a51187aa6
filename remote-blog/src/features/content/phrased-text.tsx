/**
 * A post's title drawn so that a line breaks only between its phrases (rule lang.ja-headings): the
 * phrases worked out at build time (`titlePhrases`), a `<wbr>` between them and no break inside one
 * (`.phrased`, `word-break: keep-all`). Without phrases (languages that break at spaces) it is the text.
 */
import { Fragment } from 'react';

/** Props of {@link PhrasedText}. */
export interface PhrasedTextProps {
  readonly text: string;
  readonly phrases?: readonly string[] | undefined;
}

/** `text`, with a break opportunity only between `phrases` when there are any. */
export function PhrasedText({ text, phrases }: PhrasedTextProps) {
  if (phrases === undefined || phrases.join('') !== text) return text;
  return (
    <span className="phrased">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
