import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Leaves most of the default locale's string table
 * (`@generated/codeTranslations`) out of both bundles. For English the table
 * only repeats the messages written in the code (the workflow test holds
 * `i18n/en/` to what `write-translations --override` writes), and
 * `translate()` falls back to the code's message for an id the table lacks.
 * Other locales keep their whole table. README.md has the figures and the
 * ids kept.
 */
export default function sourceStringsPlugin(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  let table: string | undefined;
  return {
    name: 'squirrels-source-strings',
    async contentLoaded({actions}) {
      if (currentLocale === defaultLocale) {
        table = await actions.createData(
          'strings.json',
          JSON.stringify(keptStrings(context.codeTranslations)),
        );
      }
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (table === undefined) {
        return {};
      }
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(stringTable, table)],
      };
    },
  };
}

/** How Docusaurus's client imports the string table (`Translate.js`, `docusaurusContext.js`). */
export const stringTable = /^@generated\/codeTranslations(\.json)?$/;

/**
 * Ids the theme uses in more than one file with different messages, whose
 * table entry decides which one every page shows: "View all tags" on the
 * blog's tag pages too, as on the docs' (`BlogTagsPostsPage` says "View All
 * Tags"). `index.site.test.ts` finds such ids in the installed theme.
 */
export const keptIds: readonly string[] = ['theme.tags.tagsPageLink'];

/** The entries of `table` that the bundles keep. */
export function keptStrings(table: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    keptIds.flatMap((id) => {
      const message = table[id];
      return message === undefined ? [] : [[id, message] as const];
    }),
  );
}
