import { Link } from 'react-router';
import { Icon } from './icons.tsx';

/** A text link to a related page, with an arrow that points the reading way. */
export function MoreLink({ to, children }: { readonly to: string; readonly children: string }) {
  return (
    <p className="more-link">
      <Link className="more-link__link" to={to}>
        {children}
        <Icon name="arrow" size={18} />
      </Link>
    </p>
  );
}
