import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {withCardDescriptions} from './cards';

/**
 * The stock docs plugin (@docusaurus/plugin-content-docs), whose routes carry
 * the descriptions of a version's docs on the generated category index pages
 * that show them as cards, not in the version's metadata that every page of
 * the version loads (cards.ts; README.md has the figures). Everything else,
 * its content, options, data and CLI (`docs:version`), is the stock plugin's.
 */
export default async function pluginDocs(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const stock = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const {contentLoaded} = stock;
  if (contentLoaded === undefined) {
    throw new Error('@docusaurus/plugin-content-docs has no contentLoaded: see src/plugins/docs');
  }
  return {
    ...stock,
    async contentLoaded(args) {
      const {addRoute} = args.actions;
      await contentLoaded.call(stock, {
        ...args,
        actions: {...args.actions, addRoute: (route) => addRoute(withCardDescriptions(route))},
      });
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
