import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  validateOptions as validateStockOptions,
  type Options,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';
import type {Validate} from '@docusaurus/types';

import {validateOptions as pluginValidateOptions} from './index';
import {
  droppedFeedOptions,
  followedFeedOptions,
  refuseFeedsWithHashRouter,
  validateOptions,
} from './options';

/** Validates with the stock schema, as Docusaurus's `normalizePluginOptions` does. */
const validate: Validate<Options | undefined, PluginOptions> = (schema, options) => {
  const {error, value} = schema.validate(options ?? {}, {convert: false});
  if (error) {
    throw error;
  }
  return value;
};

/** The feed options the installed stock plugin's schema accepts. */
function stockFeedOptionNames(): string[] {
  let names: string[] = [];
  validateStockOptions({
    validate: (schema, options) => {
      const {keys} = schema.describe() as {keys: {feedOptions: {keys: Record<string, unknown>}}};
      names = Object.keys(keys.feedOptions.keys);
      return validate(schema, options);
    },
    options: {},
  });
  return names;
}

const refused = (option: string) =>
  new RegExp(`^Error: blog plugin \\(src/plugins/blog\\): ${option.replaceAll('.', '\\.')} is not supported: `);

describe('the blog plugin options', () => {
  it("follows or refuses every feed option of the installed stock plugin", () => {
    const names = stockFeedOptionNames();
    assert.ok(names.includes('type'), `the stock schema was not read: ${names.join(', ')}`);
    const handled = [...followedFeedOptions, ...Object.keys(droppedFeedOptions)];
    assert.deepEqual(
      names.filter((name) => !handled.includes(name as never)),
      [],
      'feed options the site would drop without a word: follow them in feeds.ts or refuse them in options.ts',
    );
    assert.deepEqual(
      followedFeedOptions.filter((name) => name in droppedFeedOptions),
      [],
    );
  });

  it('refuses feedOptions.xslt, however it is set, and says why', () => {
    for (const xslt of [true, {rss: true}, {atom: 'atom.xsl'}] as const) {
      assert.throws(
        () => validateOptions({validate, options: {feedOptions: {xslt}}}),
        (error: unknown) => {
          assert.match(String(error), refused('feedOptions.xslt'));
          assert.match(String(error), /link no XSLT stylesheet/);
          return true;
        },
        JSON.stringify(xslt),
      );
    }
  });

  it('refuses feedOptions.createFeedItems and says why', () => {
    assert.throws(
      () =>
        validateOptions({
          validate,
          options: {feedOptions: {createFeedItems: async ({blogPosts}) => blogPosts.map(() => ({title: '', date: new Date(), link: ''}))}},
        }),
      (error: unknown) => {
        assert.match(String(error), refused('feedOptions.createFeedItems'));
        assert.match(String(error), /never through this function/);
        return true;
      },
    );
  });

  it('is the validation Docusaurus calls on the plugin module', () => {
    assert.throws(
      () => pluginValidateOptions({validate, options: {feedOptions: {xslt: true}}}),
      refused('feedOptions.xslt'),
    );
  });

  it('accepts the feed options the feeds follow, as the stock plugin validates them', () => {
    const options: Options = {
      feedOptions: {
        type: 'all',
        title: 'Blog',
        description: 'News',
        copyright: '©',
        language: 'en',
        limit: 5,
        xslt: false,
      },
    };
    assert.deepEqual(
      validateOptions({validate, options}),
      validateStockOptions({validate, options}),
    );
    assert.deepEqual(validateOptions({validate, options: {}}).feedOptions.type, ['rss', 'atom']);
  });
});

describe('refuseFeedsWithHashRouter', () => {
  const options = validateOptions({validate, options: {}});
  const site = (router: 'browser' | 'hash') =>
    ({future: {experimental_router: router}}) as Parameters<typeof refuseFeedsWithHashRouter>[1];

  it('refuses feeds with the hash router, which writes no page per post', () => {
    assert.throws(
      () => refuseFeedsWithHashRouter(options, site('hash')),
      refused('feedOptions.type with future.experimental_router: "hash"'),
    );
  });

  it('accepts the hash router without feeds, and feeds with the browser router', () => {
    const noFeeds = validateOptions({validate, options: {feedOptions: {type: null}}});
    refuseFeedsWithHashRouter(noFeeds, site('hash'));
    refuseFeedsWithHashRouter(options, site('browser'));
  });
});
