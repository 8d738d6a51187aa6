/**
 * `@meridian/shared/proof-strip` in a browser build (tooling/remote-config.ts resolves the subpath
 * here; proof-strip.tsx is the server's). A proof that hydrates keeps the server's HTML as it is: a
 * slot React does not look into (an empty `dangerouslySetInnerHTML`, which hydration leaves alone and
 * never writes while it stays the same), so its code is not needed. A proof first shown by a client
 * navigation (the page has hydrated) renders the markup, whose code is then fetched as a chunk of its own.
 */
import { lazy, Suspense, useState } from 'react';
import type { ProofStripProps } from './proof-block.tsx';

const ProofBlock = lazy(() => import('./proof-block.tsx').then((module) => ({ default: module.ProofBlock })));

/** The proof block (or the one-line version, `variant="line"`) near a call to action. */
export function ProofStrip(props: ProofStripProps) {
  // The host marks the page once it has hydrated (host/src/shell/shell.tsx); before that, this is the server's HTML.
  const [fromServer] = useState(() => document.documentElement.dataset.hydrated !== 'true');
  if (fromServer) return <div className="proof-slot" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div className="proof-slot">
      <Suspense fallback={null}>
        <ProofBlock {...props} />
      </Suspense>
    </div>
  );
}
