import type { ReactNode } from 'react';

/** Props of {@link AccountCard}. */
export interface AccountCardProps {
  /** Element id of the section, also the target of in-page links; the heading gets `<id>-title`. */
  readonly id: string;
  readonly title: string;
  /** Spans the whole row of the dashboard grid (lists). */
  readonly wide?: boolean;
  /** Highlights the card (a prompt that needs the visitor's attention). */
  readonly notice?: boolean;
  readonly children: ReactNode;
}

/** One titled section of /myaccount. */
export function AccountCard({ id, title, wide = false, notice = false, children }: AccountCardProps) {
  const className = ['account-card', wide ? 'account-card--wide' : '', notice ? 'account-card--notice' : ''].filter(Boolean).join(' ');
  return (
    <section className={className} id={id} aria-labelledby={`${id}-title`}>
      <h2 className="account-card__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
