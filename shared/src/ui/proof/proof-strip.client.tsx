/**
 * `@meridian/shared/proof-strip` in a browser build (tooling/remote-config.ts resolves the subpath
 * here; proof-strip.tsx is the server's). A proof that hydrates keeps the server's HTML as it is: a
 * slot React does not look into (an empty `dangerouslySetInnerHTML`, which hydration leaves alone and
 * never writes while it stays the same), so its code is not needed. A proof first shown by a client
 * navigation (the page has hydrated) renders the markup, whose code is then fetched as a chunk of its own.
 */
import { lazy, Suspense } from 'react';
import type { ProofStripProps } from './proof-block.tsx';
import { useHydratingFromServer } from '../static-content.tsx';

const ProofBlock = lazy(() => import('./proof-block.tsx').then((module) => ({ default: module.ProofBlock })));

/** The proof block (or the one-line version, `variant="line"`) near a call to action. */
export function ProofStrip(props: ProofStripProps) {
  // Hydrated from the server's HTML, or first rendered by a client navigation (decision 062).
  const fromServer = useHydratingFromServer();
  if (fromServer) return <div className="proof-slot" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div className="proof-slot">
      <Suspense fallback={null}>
        <ProofBlock {...props} />
      </Suspense>
    </div>
  );
}
