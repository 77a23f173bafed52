/**
 * The library as the page uses it: the public entry (src/index.ts), as any user imports it. The
 * library is platform-neutral (no Node built-in is reachable from the entry), so the whole API
 * bundles for the browser; web/build.mjs fails if anything node-only enters the bundle.
 */
export * from '../../src/index';
