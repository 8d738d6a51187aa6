/**
 * The HTML of the sandbox providers' hosted pages: a small, self-contained page (inline
 * styles, no scripts) standing for a third-party payment page, in English only. Every value
 * put into the page is HTML-escaped.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; background: #eef1f6; color: #1c2333; }
  main { inline-size: min(26rem, calc(100% - 2rem)); margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 14px;
    box-shadow: 0 8px 30px rgb(20 30 60 / 0.12); }
  .badge { display: inline-block; padding: 0.15rem 0.6rem; border-radius: 999px; background: #fff4d6; color: #7a4b00;
    font-size: 0.8rem; font-weight: 600; letter-spacing: 0.03em; }
  h1 { font-size: 1.35rem; margin: 0.75rem 0 0.25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0 0.25rem; }
  .muted { color: #5b6478; font-size: 0.95rem; }
  form { display: grid; gap: 0.6rem; margin-block-start: 1.5rem; }
  button, a.button { font: inherit; font-weight: 600; padding: 0.75rem 1rem; border-radius: 10px; border: 2px solid transparent;
    cursor: pointer; text-align: center; text-decoration: none; }
  .approve { background: #1a7f5a; color: #fff; }
  .decline { background: #fff; color: #a3261b; border-color: #e3b5b0; }
  .abandon, a.button { background: #fff; color: #2b3a67; border-color: #cfd6e4; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffb020; outline-offset: 2px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">SANDBOX · no real payment</span>
${body}
</main>
</body>
</html>`;
}

/** What the checkout page shows. */
export interface CheckoutPageInput {
  readonly providerName: string;
  /** Form target, e.g. '/sandbox/ps/checkout'. */
  readonly action: string;
  readonly sessionId: string;
  /** e.g. '59.88 USD'. */
  readonly amount: string;
  readonly planName: string;
}

/** The provider's payment page with the approve, decline and abandon choices. */
export function checkoutPage(input: CheckoutPageInput): string {
  return layout(
    `${input.providerName} · Sandbox`,
    `
<h1>${escapeHtml(input.providerName)}</h1>
<p class="muted">Merchant order: ${escapeHtml(input.planName)}</p>
<p class="amount">${escapeHtml(input.amount)}</p>
<p class="muted">Choose how this simulated payment ends. You are then sent back to the merchant's site.</p>
<form method="post" action="${escapeHtml(input.action)}">
  <input type="hidden" name="session" value="${escapeHtml(input.sessionId)}">
  <button class="approve" type="submit" name="outcome" value="approve">Pay ${escapeHtml(input.amount)}</button>
  <button class="decline" type="submit" name="outcome" value="decline">Decline the payment</button>
  <button class="abandon" type="submit" name="outcome" value="abandon">Cancel and return to the merchant</button>
</form>`,
  );
}

/** A page with a heading, a message and an optional link back to the merchant. */
export function messagePage(title: string, message: string, backUrl: string | null): string {
  const back = backUrl === null ? '' : `<p><a class="button" href="${escapeHtml(backUrl)}">Return to the merchant</a></p>`;
  return layout(
    `${title} · Sandbox`,
    `
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(message)}</p>
${back}`,
  );
}
