/**
 * npm run new:doc -- <path> "<Title>" ["<Description>"] [--sidebar-label "<Label>"]
 * Creates a docs page of the current version and adds it to its sidebar.
 */
import {parseArgs} from 'node:util';

import {createDoc, ScaffoldError} from '../../src/content/scaffold';
import {descriptionFrom, runScaffold} from './cli.mjs';

const usage =
  'Usage: npm run new:doc -- <path> "<Title>" ["<Description>"] [--sidebar-label "<Label>"]\n' +
  '  <path> is the doc id, as in docs/guides/caching or references/cli/build (add .mdx for MDX)';

await runScaffold('new:doc', async () => {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {'sidebar-label': {type: 'string'}},
  });
  const [target, title, given, ...extra] = positionals;
  if (!target || title === undefined || extra.length > 0) {
    throw new ScaffoldError(usage);
  }
  return createDoc({
    siteDir: process.cwd(),
    target,
    title,
    description: await descriptionFrom(given, usage),
    sidebarLabel: values['sidebar-label'],
  });
});
