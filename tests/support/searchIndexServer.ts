import type {FetchLike} from '../../src/plugins/local-search/engine/service';
import type {IndexFileOutput} from '../../src/plugins/local-search/indexer/indexer';
import type {SearchManifest} from '../../src/plugins/local-search/shared/types';

/**
 * What a static server answers for the files of a search index under
 * `<base>search-index/`: the manifest of `files`, each file's JSON, a 404
 * for any other name. For tests of the search service and its client.
 */
export function searchIndexServer(
  files: readonly IndexFileOutput[],
  base = '/base/',
): (url: string) => ReturnType<FetchLike> {
  const manifest: SearchManifest = {v: 1, files: files.map(({entry}) => entry)};
  return async (url) => {
    const name = url.replace(`${base}search-index/`, '');
    const body: unknown =
      name === 'manifest.json'
        ? manifest
        : JSON.parse(files.find((file) => file.name === name)?.json ?? 'null');
    return {ok: body !== null, status: body === null ? 404 : 200, json: async () => body};
  };
}
