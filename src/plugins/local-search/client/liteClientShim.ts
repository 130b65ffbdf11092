/**
 * Stands in for `algoliasearch/lite` (the plugin aliases `algoliasearch/lite$`
 * to this file). Only the stock /search page imports it at runtime: it calls
 * `liteClient(appId, apiKey)` on every render and hands the client to
 * algoliasearch-helper. We return the local client instead.
 */
import siteConfig from '@generated/docusaurus.config';

import {getLocalSearchClient, type LocalSearchClient} from './searchClient';

type PageClient = Pick<
  LocalSearchClient,
  'appId' | 'apiKey' | 'transporter' | 'search' | 'addAlgoliaAgent' | 'clearCache'
>;

const pageClients = new Map<LocalSearchClient, PageClient>();

/**
 * The local client as the /search page sees it. algoliasearch-helper turns a
 * rejected search into an `error` event, and the stock page listens to none,
 * so a rejection would surface as an uncaught error. Here a failed search
 * stays pending instead (the page keeps its spinner): the client records the
 * failure, which `theme/SearchPage` shows, and the next search retries.
 */
function pageClient(client: LocalSearchClient): PageClient {
  let wrapped = pageClients.get(client);
  if (!wrapped) {
    wrapped = {
      appId: client.appId,
      apiKey: client.apiKey,
      transporter: client.transporter,
      addAlgoliaAgent: client.addAlgoliaAgent,
      clearCache: client.clearCache,
      search: (request) => client.search(request).catch(() => new Promise<never>(() => undefined)),
    };
    pageClients.set(client, wrapped);
  }
  return wrapped;
}

/** `liteClient(appId, apiKey)`: the credentials are placeholders in local mode, so it takes none. */
export function liteClient(): PageClient {
  return pageClient(getLocalSearchClient(siteConfig.baseUrl));
}

export default liteClient;
