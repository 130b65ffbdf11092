import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {it} from 'node:test';

import {buildFile, requireBuild} from '../support/build';

/**
 * What every first visit loads of the route registry: `main.js` holds each
 * route's chunk loader and module id, and none of the module paths that only
 * server rendering reads (src/plugins/lean-registry). Run `npm run build` first.
 */
it("main.js names no page's module by its path", () => {
  requireBuild();
  const scripts = readdirSync(buildFile('/assets/js')).filter((file) =>
    /^main\.[0-9a-f]+\.js$/.test(file),
  );
  assert.equal(scripts.length, 1, `one main.js in assets/js, found ${scripts.join(', ')}`);
  const code = readFileSync(buildFile(`/assets/js/${scripts[0]}`), 'utf8');
  const paths = code.match(/"@(?:site|generated)\/[^"]*"/g) ?? [];
  assert.deepEqual(
    paths.slice(0, 3),
    [],
    `${paths.length} module paths in ${scripts[0]}, such as the ones above`,
  );
});
