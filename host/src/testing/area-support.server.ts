/**
 * What the tests of other workspaces take from the host, by package name (`host/testing`, never a
 * relative path into host/): how the host mounts an area's route table and how its server settles
 * deferred loader data, so host/src/testing/render-area.tsx renders every area as the host runs it.
 * Test support only, for Node (`.server`): no app imports it (the boundaries of decision 009 still hold).
 */
export { mountArea } from '../routing/mount.ts';
export { settleDeferredData } from '../server/request/deferred-data.server.ts';
