import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import numberedChunksPlugin, {chunkFilename} from './index';

type Configure = (
  config: {mode?: string},
  isServer: boolean,
) => {output?: {chunkFilename?: string}};

const configure = (() => {
  const plugin = numberedChunksPlugin();
  return plugin.configureWebpack?.bind(plugin) as unknown as Configure;
})();

describe('numbered-chunks', () => {
  it('names the production chunks of the browser bundle by id and content hash', () => {
    assert.deepEqual(configure({mode: 'production'}, false), {output: {chunkFilename}});
    assert.doesNotMatch(chunkFilename, /\[name\]/);
    assert.match(chunkFilename, /^assets\/js\/\[id\]\.\[contenthash:8\]\.js$/);
  });

  it('leaves the server bundle and development builds alone', () => {
    assert.deepEqual(configure({mode: 'production'}, true), {});
    assert.deepEqual(configure({mode: 'development'}, false), {});
  });
});
