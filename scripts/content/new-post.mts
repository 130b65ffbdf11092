/**
 * npm run new:post -- <slug> "<Title>" ["<Description>"] [--tags a,b] [--authors key]
 *   [--date YYYY-MM-DD] [--mdx]
 * Creates a blog post dated today, signed by the Squirrels team unless told otherwise.
 */
import {parseArgs} from 'node:util';

import {createPost, ScaffoldError} from '../../src/content/scaffold';
import {descriptionFrom, runScaffold} from './cli.mjs';

const usage =
  'Usage: npm run new:post -- <slug> "<Title>" ["<Description>"] [--tags a,b] [--authors key] [--date YYYY-MM-DD] [--mdx]';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

await runScaffold('new:post', async () => {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {
      tags: {type: 'string'},
      authors: {type: 'string', default: 'squirrels-team'},
      date: {type: 'string', default: new Date().toISOString().slice(0, 10)},
      mdx: {type: 'boolean', default: false},
    },
  });
  const [slug, title, given, ...extra] = positionals;
  if (!slug || title === undefined || extra.length > 0) {
    throw new ScaffoldError(usage);
  }
  return createPost({
    siteDir: process.cwd(),
    slug,
    title,
    description: await descriptionFrom(given, usage),
    tags: list(values.tags),
    authors: list(values.authors),
    date: values.date,
    extension: values.mdx ? '.mdx' : '.md',
  });
});
