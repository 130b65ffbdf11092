/**
 * `npm run check`: the fast checks a writer runs before committing, on the
 * files they changed: Prettier and ESLint on those files, the type check when
 * code changed, the content tests on changed pages and posts, and the unit
 * tests next to changed code. The files are `FILES` (space or comma
 * separated), else what git reports as changed or new. `npm test` runs
 * everything.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const git = (...args: string[]) =>
  spawnSync('git', args, {encoding: 'utf8'}).stdout.split('\n').filter(Boolean);

const files = [
  ...new Set(
    process.env.FILES
      ? process.env.FILES.split(/[\s,]+/).filter(Boolean)
      : [
          ...git('diff', '--name-only', 'HEAD'),
          ...git('ls-files', '--others', '--exclude-standard'),
        ],
  ),
]
  .map((file) => file.replace(/^\.\//, ''))
  .filter((file) => existsSync(file));

const code = files.filter((file) => /\.(?:ts|tsx|mts|mjs|js)$/.test(file));
const content = files.filter((file) => /^(?:docs|versioned_docs|blog)\/.*\.mdx?$/.test(file));
const structure = files.some((file) =>
  /^(?:sidebars|sidebarsReferences)\.ts$|^versioned_sidebars\/|^blog\/(?:authors|tags)\.yml$/.test(
    file,
  ),
);
const unitTests = [
  ...new Set(
    code.flatMap((file) => {
      if (/\.test\.ts$/.test(file) && !file.startsWith('tests/workflows/')) {
        return [file];
      }
      // Its unit tests, and its tests over the whole site (`*.site.test.ts`, npm run test:site).
      return ['.test.ts', '.site.test.ts']
        .map((suffix) => file.replace(/\.(?:ts|tsx|mts)$/, suffix))
        .filter((sibling) => sibling !== file && existsSync(sibling));
    }),
  ),
];
/** The tests of every page; the content step runs them on the changed pages only. */
const contentTests = ['tests/content/content.test.ts', 'tests/content/code-blocks.test.ts'];
// A changed content test runs in full with the unit tests, not again scoped.
const scopedContentTests = contentTests.filter((file) => !unitTests.includes(file));

type Step = {name: string; command: string[]; env?: Record<string, string>};
const steps: Step[] = [];
if (files.length > 0) {
  steps.push({
    name: 'Prettier',
    command: ['npx', 'prettier', '--check', '--ignore-unknown', ...files],
  });
}
if (code.length > 0) {
  steps.push({name: 'ESLint', command: ['npx', 'eslint', '--no-warn-ignored', ...code]});
  steps.push({name: 'Type check', command: ['npx', 'tsc', '--noEmit']});
}
if ((content.length > 0 || structure) && scopedContentTests.length > 0) {
  steps.push({
    name: structure
      ? 'Content tests (sidebars or blog metadata changed: every page)'
      : 'Content tests',
    command: ['node', '--import', 'tsx', '--test', ...scopedContentTests],
    env: structure ? {} : {CONTENT_FILES: content.join(',')},
  });
}
if (unitTests.length > 0) {
  steps.push({name: 'Unit tests', command: ['node', '--import', 'tsx', '--test', ...unitTests]});
}

if (steps.length === 0) {
  console.log('npm run check: no changed files to check (set FILES to name some).');
  process.exit(0);
}
console.log(`npm run check: ${files.length} file(s): ${files.join(', ')}`);
const failed: string[] = [];
for (const {name, command, env} of steps) {
  console.log(`\n▶ ${name}`);
  const [program = 'npx', ...args] = command;
  const result = spawnSync(program, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    failed.push(name);
  }
}
if (failed.length > 0) {
  console.error(`\nnpm run check failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log('\nnpm run check passed. npm test runs everything (build and browser tests too).');
