/** One step of a {@link Steps} list: a text and an optional title. */
export interface Step {
  readonly id: string;
  readonly title?: string;
  readonly text: string;
}

/** An ordered list of steps (install steps, how it works); the numbers come from the list. */
export function Steps({ items, label }: { readonly items: readonly Step[]; readonly label?: string }) {
  return (
    <ol className="steps" aria-label={label}>
      {items.map((step) => (
        <li key={step.id} className="steps__item">
          {step.title ? <h3 className="steps__title">{step.title}</h3> : null}
          <p className="steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
