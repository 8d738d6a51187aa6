import type { ReactNode } from 'react';

/** A closing call to action on the brand colour: a title, a line of text and buttons. */
export function CtaBand({ title, text, children }: { readonly title: string; readonly text?: string; readonly children: ReactNode }) {
  return (
    <section className="cta-band">
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{title}</h2>
          {text ? <p className="cta-band__text">{text}</p> : null}
        </div>
        <div className="cta-band__actions">{children}</div>
      </div>
    </section>
  );
}
