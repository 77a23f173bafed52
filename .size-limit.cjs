/**
 * Bundle-size budgets (`npm run size`; `npm run test:size` checks them, and CI runs it): each a browser bundle of
 * one import from the package as built (dist/), made by esbuild, minified, gzip'd — the cost a
 * program pays for what it imports. The peers (no budget) are measured the same way, for
 * docs/performance.md's table.
 */
// `limit` is what CI holds today (the size measured when it was set, plus 2%: a bundle may not grow);
// `goal` is the size the project aims at (fast-uri's class: ~10 kB for one edition's parse). Where a
// bundle is over its goal, docs/performance.md says what stands in the way. Lower `limit` as sizes fall.
// (size-limit refuses keys it does not know, so the goals are kept apart, in GOALS below.)
const GOALS = {};
const ours = (name, path, imported, limit, goal) => {
  GOALS[name] = goal;
  return { name, path, import: imported, limit, gzip: true };
};
const peer = (name, path, imported) => ({ name, path, import: imported, gzip: true });

module.exports = [
  ours("parse from 'uri-editions/rfc3986'", 'dist/rfc3986.mjs', '{ parse }', '15115 B', '10 KB'),
  ours("canParse from 'uri-editions/rfc3986'", 'dist/rfc3986.mjs', '{ canParse }', '7852 B', '10 KB'),
  ours("parse from 'uri-editions/rfc1738'", 'dist/rfc1738.mjs', '{ parse }', '19443 B', '14 KB'),
  ours("parse from 'uri-editions/rfc1808'", 'dist/rfc1808.mjs', '{ parse }', '12884 B', '14 KB'),
  ours("parse from 'uri-editions/rfc2396'", 'dist/rfc2396.mjs', '{ parse }', '16166 B', '14 KB'),
  ours("parse from 'uri-editions/rfc3987'", 'dist/rfc3987.mjs', '{ parse }', '19673 B', '24 KB'),
  ours("parse from 'uri-editions'", 'dist/index.mjs', '{ parse }', '51342 B', '40 KB'),
  ours("compare from 'uri-editions'", 'dist/index.mjs', '{ compare }', '205974 B', '60 KB'),
  peer("parse from 'fast-uri'", 'node_modules/fast-uri/index.js', '{ parse }'),
  peer("parse from 'uri-js'", 'node_modules/uri-js/dist/esnext/index.js', '{ parse }'),
  peer("URL from 'whatwg-url'", 'node_modules/whatwg-url/index.js', '{ URL }'),
];
Object.defineProperty(module.exports, 'GOALS', { value: GOALS, enumerable: false });
