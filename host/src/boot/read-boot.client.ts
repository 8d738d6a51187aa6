/**
 * Browser step 1, **read** (docs/architecture.md, "How a request flows", step 5): the boot data the
 * server wrote into `<script id="__meridian">` and React Router's hydration data in `#__router`.
 */
import type { BootData } from '../boot-data.ts';

function readJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) throw new Error(`starting the shell: #${id} is missing`);
  return JSON.parse(text);
}

/** The page's boot data and hydration data; throws an Error naming the element when one is missing (a page the host did not render). */
export function readBootData(doc: Document): { readonly boot: BootData; readonly hydrationData: unknown } {
  return { boot: readJson(doc, '__meridian') as BootData, hydrationData: readJson(doc, '__router') };
}
