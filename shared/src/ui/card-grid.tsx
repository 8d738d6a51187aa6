import { Link } from 'react-router';

/** One card of a {@link CardGrid}: a title, a short text and an optional link. */
export interface CardItem {
  readonly id: string;
  readonly title: string;
  readonly text?: string;
  readonly to?: string;
}

/** A responsive grid of cards (features, regions, products). */
export function CardGrid({ items, title }: { readonly items: readonly CardItem[]; readonly title?: string }) {
  return (
    <section className="section">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.id} className="card">
              {item.to ? (
                <Link className="card__link" to={item.to}>
                  <span className="card__title">{item.title}</span>
                </Link>
              ) : (
                <h3 className="card__title">{item.title}</h3>
              )}
              {item.text ? <p className="card__text">{item.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
