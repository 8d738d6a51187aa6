import { Fragment } from 'react';

/**
 * An IP address as text: always left to right (also on Arabic pages), never translated, and
 * for IPv6 with a line-break opportunity after each colon, so a long address wraps between
 * groups instead of overflowing or breaking inside one.
 */
export function IpAddressText({ address, className }: { readonly address: string; readonly className?: string }) {
  const groups = address.split(':');
  return (
    <span className={className ? `ip-text ${className}` : 'ip-text'} dir="ltr" translate="no">
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index < groups.length - 1 ? `${group}:` : group}
          {index < groups.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
