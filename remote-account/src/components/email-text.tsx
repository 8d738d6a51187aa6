import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects it to: a break opportunity (`<wbr>`)
 * before the @ and after each dot, and mid-word only when one part is longer than the line
 * (`.email-text`: `overflow-wrap: anywhere`).
 */
export function EmailText({ email }: { readonly email: string }) {
  const parts = email.split(/(?<=\.)|(?=@)/);
  return (
    <span className="email-text">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
