/**
 * The proof near a call to action (rule proof.one-source): `@meridian/shared/proof-strip` as the server (and the
 * tests) render it, the markup of proof-block.tsx in a `.proof-slot`. A browser build resolves the
 * subpath to proof-strip.client.tsx instead (tooling/remote-config.ts), which keeps the server's HTML
 * of the slot while the page hydrates and loads the markup's code only for a proof first shown by a
 * client navigation: the proof adds next to nothing to the JavaScript a page needs to hydrate.
 * Routes that show it declare `sharedNs: ['proof']` and import `@meridian/shared/proof.css`.
 */
import { ProofBlock, type ProofStripProps } from './proof-block.tsx';

export type { ProofStripProps };

/** The proof block (or the one-line version, `variant="line"`) near a call to action. */
export function ProofStrip(props: ProofStripProps) {
  return (
    <div className="proof-slot">
      <ProofBlock {...props} />
    </div>
  );
}
