import { Form, useSearchParams } from 'react-router';

/**
 * A "try again" button that loads the page's data again: a GET form to the page itself (its query
 * kept in hidden fields), so it works without JavaScript; with it, React Router runs the page's
 * loader again in the browser through the page's API client.
 */
export function RetryForm({ label, className }: { readonly label: string; readonly className: string }) {
  const [search] = useSearchParams();
  return (
    <Form method="get" replace preventScrollReset className="retry-form">
      {[...search].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
