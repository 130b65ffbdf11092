import {
  validateOptions as validateStockOptions,
  type FeedOptions,
  type Options,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig, OptionValidationContext} from '@docusaurus/types';

/**
 * The stock blog plugin's options, checked against what this plugin does with
 * them. Every option is the stock plugin's except the feed options: the
 * site's feeds (feeds.ts) replace the stock `postBuild` and `injectHtmlTags`
 * (node_modules/@docusaurus/plugin-content-blog/lib/index.js and lib/feed.js),
 * so a feed option they do not follow would be dropped without a word. Such
 * options are refused here, naming the option and why, when the config is
 * loaded.
 */

type FeedOption = keyof FeedOptions;

/** The stock feed options the site's feeds follow as the stock feeds do. */
export const followedFeedOptions: readonly FeedOption[] = [
  'type',
  'title',
  'description',
  'copyright',
  'language',
  'limit',
];

/** The stock feed options the site's feeds do not follow, each with why. */
export const droppedFeedOptions: Readonly<Partial<Record<FeedOption, string>>> = {
  xslt:
    'the site writes its own feeds (src/plugins/blog/feeds.ts) in place of the stock ones, and ' +
    'they link no XSLT stylesheet. Remove it, or make feeds.ts copy the stylesheet and its CSS ' +
    'and add the <?xml-stylesheet?> instruction as the stock lib/feed.js does',
  createFeedItems:
    "the site's feeds build each item from the post's metadata and its built page " +
    '(feedPost in src/plugins/blog/feeds.ts), never through this function. Remove it, or make ' +
    'the change in feedPost',
};

/** The error for a stock option the plugin would drop. */
function refusal(option: string, why: string): Error {
  return new Error(`blog plugin (src/plugins/blog): ${option} is not supported: ${why}.`);
}

/** Throws when `options` (validated by the stock plugin) sets a feed option the site's feeds drop. */
export function refuseDroppedOptions(options: PluginOptions): void {
  const {xslt, createFeedItems} = options.feedOptions;
  const set: Partial<Record<FeedOption, boolean>> = {
    // The stock validation turns `xslt: true` into the built-in stylesheets' paths, and
    // `false` or no value into `{rss: null, atom: null}`.
    xslt: xslt.rss !== null || xslt.atom !== null,
    createFeedItems: createFeedItems !== undefined,
  };
  for (const [option, why] of Object.entries(droppedFeedOptions)) {
    if (set[option as FeedOption]) {
      throw refusal(`feedOptions.${option}`, why);
    }
  }
}

/**
 * Throws when the site uses the hash router and asks for feeds: the stock
 * plugin then writes no feed and only warns, while the site's feeds read
 * every post's built page, which a hash-router build does not write.
 */
export function refuseFeedsWithHashRouter(
  options: PluginOptions,
  siteConfig: Pick<DocusaurusConfig, 'future'>,
): void {
  if (siteConfig.future.experimental_router === 'hash' && options.feedOptions.type) {
    throw refusal(
      'feedOptions.type with future.experimental_router: "hash"',
      "the site's feeds are written from each post's built page, and a hash-router build writes " +
        'one page for the whole site. Set feedOptions.type to null',
    );
  }
}

/**
 * The plugin's `validateOptions`: the stock plugin's, which validates and
 * fills in every option, then the refusal of the feed options the site's
 * feeds drop.
 */
export function validateOptions(
  context: OptionValidationContext<Options | undefined, PluginOptions>,
): PluginOptions {
  const options = validateStockOptions(context);
  refuseDroppedOptions(options);
  return options;
}
