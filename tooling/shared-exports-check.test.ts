/** @jest-environment node */
import { importedNames } from './shared-exports-check.ts';

test('reads the value names a module imports or re-exports from a package, not its types', () => {
  const source = `
    import { Link, useLoaderData as data, type LoaderFunctionArgs } from 'react-router';
    import type { RouteObject } from 'react-router';
    import * as Everything from 'react-router';
    export { redirect } from 'react-router';
    import { useState } from 'react';
  `;
  expect(importedNames(source, 'page.tsx', 'react-router')).toEqual(['Link', 'useLoaderData', '*', 'redirect']);
});
