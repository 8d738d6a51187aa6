import { Icon } from './icons.tsx';

/** One line of a {@link CheckList}. */
export interface CheckItem {
  readonly id: string;
  readonly text: string;
}

/** A bulleted list whose bullets are check marks (what's included, requirements, rules). */
export function CheckList({ items, className }: { readonly items: readonly CheckItem[]; readonly className?: string }) {
  return (
    <ul className={['check-list', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item.id} className="check-list__item">
          <Icon name="check" size={18} className="check-list__icon" />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
