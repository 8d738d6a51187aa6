import type { ReactNode } from 'react';

/**
 * A confirmation after a form did its job (code sent, address bound, message sent): a polite
 * status message, shown by the server and the browser alike. `email` marks a text that carries
 * an address, which may then break mid-word if it is longer than the line.
 */
export function FormNotice({ children, email = false }: { readonly children: ReactNode; readonly email?: boolean }) {
  return (
    <p className={email ? 'form-notice text--email' : 'form-notice'} role="status">
      {children}
    </p>
  );
}
