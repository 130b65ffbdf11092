import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';

import sourceStringsPlugin, {keptStrings, stringTable} from './index';

type Replacement = {resourceRegExp: RegExp; newResource: string};

/** A bundler whose only plugin class records what it was given. */
const bundler = {
  instance: {
    NormalModuleReplacementPlugin: class {
      constructor(
        readonly resourceRegExp: RegExp,
        readonly newResource: string,
      ) {}
    },
  },
};

async function configured(currentLocale: string, table: Record<string, string>) {
  const context = {
    i18n: {currentLocale, defaultLocale: 'en'},
    codeTranslations: table,
  } as unknown as LoadContext;
  const plugin = sourceStringsPlugin(context) as Plugin;
  const written: Record<string, string> = {};
  await plugin.contentLoaded?.({
    content: undefined,
    actions: {
      createData: async (name: string, data: string) => {
        written[name] = data;
        return `/generated/${name}`;
      },
    },
  } as never);
  const config = plugin.configureWebpack?.(
    {},
    false,
    {currentBundler: bundler} as never,
    undefined,
  );
  return {written, config: config as {plugins?: Replacement[]} | undefined};
}

describe('source-strings', () => {
  const table = {'theme.tags.tagsPageLink': 'View all tags', 'theme.other': 'Other'};

  it('keeps only the listed ids that the table has', () => {
    assert.deepEqual(keptStrings(table), {'theme.tags.tagsPageLink': 'View all tags'});
    assert.deepEqual(keptStrings({}), {});
  });

  it("puts the kept entries in place of the default locale's table, in both bundles", async () => {
    const {written, config} = await configured('en', table);
    assert.deepEqual(JSON.parse(written['strings.json'] ?? ''), {
      'theme.tags.tagsPageLink': 'View all tags',
    });
    const [replacement] = config?.plugins ?? [];
    assert.equal(replacement?.newResource, '/generated/strings.json');
    assert.ok(replacement?.resourceRegExp.test('@generated/codeTranslations'));
    assert.ok(stringTable.test('@generated/codeTranslations.json'));
    assert.ok(!stringTable.test('@generated/codeTranslations/other'));
    assert.ok(!stringTable.test('@generated/globalData'));
  });

  it("leaves another locale's table whole", async () => {
    const {written, config} = await configured('fr', table);
    assert.deepEqual(written, {});
    assert.deepEqual(config, {});
  });
});
