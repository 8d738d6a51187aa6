import { Link } from 'react-router';

/**
 * A section whose data did not load: what failed and a link to the page again (a client
 * navigation to the same page runs its loader again; without JavaScript a plain page load).
 */
export function LoadFailed({ message, retryLabel }: { readonly message: string; readonly retryLabel: string }) {
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__message">{message}</p>
      <Link className="button button--ghost button--small" to=".">
        {retryLabel}
      </Link>
    </div>
  );
}
