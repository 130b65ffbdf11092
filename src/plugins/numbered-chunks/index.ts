import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazily loaded chunks by their chunk id
 * (`assets/js/266.8255af92.js`) instead of Docusaurus's chunk name
 * (`assets/js/0058b4c6.8255af92.js`), so that the runtime, which every first
 * visit loads, needs no map from each chunk's id to its name. README.md has the
 * figures.
 */
export default function numberedChunksPlugin(): Plugin {
  return {
    name: 'squirrels-numbered-chunks',
    configureWebpack(config, isServer) {
      // Docusaurus names production chunks `assets/js/[name].[contenthash:8].js`;
      // the server bundle and development builds keep their own names.
      if (isServer || config.mode !== 'production') {
        return {};
      }
      return {output: {chunkFilename}};
    },
  };
}

/** The file name of every lazily loaded chunk: its id and the hash of its content. */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';
