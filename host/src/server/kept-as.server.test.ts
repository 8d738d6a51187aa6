/** @jest-environment node */
import type { StaticHandlerContext } from 'react-router';
import { keptAs } from './render.server.tsx';

const page = (...handles: unknown[]) => ({ matches: handles.map((handle) => ({ route: { handle } })) }) as unknown as StaticHandlerContext;

test('a page is kept as its deepest route says, and never for a value the host does not know', () => {
  expect(keptAs(page({ ns: 'root' }, { ns: 'home', cacheable: true }))).toBe('for-everyone');
  expect(keptAs(page({ ns: 'pricing', cacheable: 'country' }))).toBe('per-country');
  expect(keptAs(page({ ns: 'home', cacheable: true }, { ns: 'login' }))).toBe('never');
  for (const cacheable of ['yes', 'true', 1, {}, 'Country', null]) expect(keptAs(page({ ns: 'x', cacheable }))).toBe('never');
  expect(keptAs(page({ cacheable: true }))).toBe('never');
  expect(keptAs(page())).toBe('never');
});
