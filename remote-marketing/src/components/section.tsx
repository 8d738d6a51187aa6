import { useId, type ReactNode } from 'react';

/** Props of {@link Section}. */
export interface SectionProps {
  /** Anchor of the section (`/features#kill-switch`). */
  readonly id?: string;
  readonly title: string;
  /** One paragraph under the heading. */
  readonly lead?: string;
  readonly tinted?: boolean;
  /** Reading width for text-heavy sections. */
  readonly narrow?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A page section: an H2 (the page's H1 is in its PageIntro), an optional lead and content. */
export function Section({ id, title, lead, tinted = false, narrow = false, className, children }: SectionProps) {
  const generated = useId();
  const headingId = id ? `${id}-title` : generated;
  const classes = ['section', tinted ? 'section--tinted' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={headingId}>
      <div className={narrow ? 'container container--narrow' : 'container'}>
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {lead ? <p className="section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
