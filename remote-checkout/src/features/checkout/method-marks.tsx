/**
 * The marks beside the payment methods, drawn inline: the page's CSP allows images only from the
 * site itself and data: URLs, and inline SVG needs neither a request nor an external host. They
 * are decoration (the method's name is text), so they are hidden from assistive technology.
 * Wordmarks are the brands' own names and stay untranslated.
 */
import type { ReactNode } from 'react';
import type { MarkId } from '../../lib/payment-methods.ts';

const WORDMARKS = { visa: 'VISA', amex: 'AMEX', pay: 'Pay', pal: 'Pal', google: 'G' } as const;
const FONT = 'Arial, Helvetica, sans-serif';

function Frame({ background = '#ffffff', children }: { readonly background?: string; readonly children: ReactNode }) {
  return (
    <svg className="method-mark" width="38" height="24" viewBox="0 0 48 30" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={background} stroke="#c5cfdf" />
      {children}
    </svg>
  );
}

const DRAWINGS: Readonly<Record<MarkId, () => ReactNode>> = {
  visa: () => (
    <Frame>
      <text x="24" y="19.5" textAnchor="middle" fontFamily={FONT} fontSize="13" fontStyle="italic" fontWeight="700" fill="#1a1f71">
        {WORDMARKS.visa}
      </text>
    </Frame>
  ),
  mastercard: () => (
    <Frame>
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" />
      <path d="M24 7.52A9 9 0 0 1 24 22.48A9 9 0 0 1 24 7.52Z" fill="#ff5f00" />
    </Frame>
  ),
  amex: () => (
    <Frame background="#1f72cd">
      <text x="24" y="19" textAnchor="middle" fontFamily={FONT} fontSize="11" fontWeight="700" fill="#ffffff">
        {WORDMARKS.amex}
      </text>
    </Frame>
  ),
  paypal: () => (
    <Frame>
      <text x="24" y="19.5" textAnchor="middle" fontFamily={FONT} fontSize="12" fontStyle="italic" fontWeight="700">
        <tspan fill="#003087">{WORDMARKS.pay}</tspan>
        <tspan fill="#009cde">{WORDMARKS.pal}</tspan>
      </text>
    </Frame>
  ),
  'apple-pay': () => (
    <Frame background="#000000">
      <path
        d="M14.6 16.1c0-1.5 1.2-2.2 1.3-2.3-.7-1-1.8-1.2-2.2-1.2-.9-.1-1.8.6-2.3.6s-1.2-.5-2-.5c-1 0-2 .6-2.5 1.5-1.1 1.9-.3 4.7.8 6.2.5.8 1.1 1.6 1.9 1.5.8 0 1-.5 2-.5s1.2.5 2 .5 1.3-.8 1.8-1.5c.6-.8.8-1.6.8-1.7 0 0-1.6-.6-1.6-2.6ZM13.1 11.6c.4-.5.7-1.2.6-1.9-.6 0-1.3.4-1.7.9-.4.4-.7 1.1-.6 1.8.7 0 1.3-.4 1.7-.8Z"
        fill="#ffffff"
      />
      <text x="31" y="20" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="600" fill="#ffffff">
        {WORDMARKS.pay}
      </text>
    </Frame>
  ),
  'google-pay': () => (
    <Frame>
      <text x="15" y="20" textAnchor="middle" fontFamily={FONT} fontSize="13" fontWeight="700" fill="#4285f4">
        {WORDMARKS.google}
      </text>
      <text x="30" y="20" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="600" fill="#3c4043">
        {WORDMARKS.pay}
      </text>
    </Frame>
  ),
  bank: () => (
    <Frame>
      <path
        d="M24 6l10 5H14l10-5Z M15 12.5h18 M17 14v7 M22 14v7 M26 14v7 M31 14v7 M14 23h20"
        fill="none"
        stroke="#0b3d91"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </Frame>
  ),
  crypto: () => (
    <Frame>
      <circle cx="24" cy="15" r="10" fill="#f7931a" />
      <path
        d="M21 10h4.2c1.7 0 2.8.9 2.8 2.3 0 .9-.5 1.6-1.3 1.9 1.1.3 1.8 1.1 1.8 2.2 0 1.6-1.2 2.6-3 2.6H21V10Zm2 1.7v2.4h2c.8 0 1.2-.4 1.2-1.2s-.5-1.2-1.3-1.2H23Zm0 4v2.6h2.3c.9 0 1.4-.5 1.4-1.3s-.5-1.3-1.4-1.3H23ZM22.6 8.5h1.2v1.6h-1.2ZM22.6 19.9h1.2v1.6h-1.2Z"
        fill="#ffffff"
      />
    </Frame>
  ),
};

/** The marks of one payment method, in order. */
export function MethodMarks({ marks }: { readonly marks: readonly MarkId[] }) {
  return (
    <span className="method__marks">
      {marks.map((mark) => {
        const Drawing = DRAWINGS[mark];
        return <Drawing key={mark} />;
      })}
    </span>
  );
}
