/** @jest-environment node */
import { assertProductionBuilds } from './production-check.server.ts';

const production = [
  '/app/node_modules/react/cjs/react.production.js',
  '/app/node_modules/react-dom/cjs/react-dom-server.node.production.js',
];
const development = [
  '/app/node_modules/react-dom/cjs/react-dom-server.node.development.js',
  '/app/node_modules/react/cjs/react.development.js',
];

test('stops a production start that loaded a development build of React, naming it', () => {
  expect(() => assertProductionBuilds(true, [...production, ...development])).toThrow(/react-dom-server\.node\.development\.js/);
});

test('lets production builds, and any build outside production, start', () => {
  expect(() => assertProductionBuilds(true, production)).not.toThrow();
  expect(() => assertProductionBuilds(false, development)).not.toThrow();
});
