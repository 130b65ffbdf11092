import type {Plugin} from '@docusaurus/types';

/**
 * Source maps for the browser bundle, for measuring what each module weighs
 * (`npm run bench` builds with `SOURCE_MAPS=1`). The config lists this plugin
 * only when that variable is set, so the published site ships no maps.
 */
export default function sourceMapsPlugin(): Plugin {
  return {
    name: 'squirrels-source-maps',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {devtool: 'source-map'};
    },
  };
}
