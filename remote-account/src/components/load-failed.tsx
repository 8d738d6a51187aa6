/** A failed load inside a card: what failed and a retry button. */
export function LoadFailed({ message, retryLabel, onRetry }: { readonly message: string; readonly retryLabel: string; readonly onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__message">{message}</p>
      <button className="button button--ghost button--small" type="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
