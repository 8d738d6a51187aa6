import { Link } from 'react-router';
import { Icon, type IconName } from './icons.tsx';

/** One card: an icon, a title, a text and an optional link to more. */
export interface IconCard {
  readonly id: string;
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  readonly to?: string;
}

/** A responsive grid of cards with icons (features, benefits, values). */
export function IconCards({ items, columns = 3 }: { readonly items: readonly IconCard[]; readonly columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`icon-cards icon-cards--${columns}`}>
      {items.map((item) => (
        <li key={item.id} className="icon-card">
          <span className="icon-card__icon">
            <Icon name={item.icon} />
          </span>
          <h3 className="icon-card__title">
            {item.to ? (
              <Link className="icon-card__link" to={item.to}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p className="icon-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
