import { Icon } from './icons.tsx';

/** One customer quote with the customer's first name and country. */
export interface Quote {
  readonly id: string;
  readonly text: string;
  readonly name: string;
  readonly place: string;
}

/** Customer quotes as figures with captions. */
export function QuoteList({ items }: { readonly items: readonly Quote[] }) {
  return (
    <ul className="quotes">
      {items.map((quote) => (
        <li key={quote.id}>
          <figure className="quote">
            <Icon name="quote" size={28} className="quote__mark" />
            <blockquote className="quote__text">
              <p>{quote.text}</p>
            </blockquote>
            <figcaption className="quote__author">
              <span className="quote__name">{quote.name}</span>
              <span className="quote__place">{quote.place}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
