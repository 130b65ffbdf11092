import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {parseMarkdown, proseOf} from '../../content/markdown';
import {blogPostFiles, docsTrees} from '../../../tests/support/content';
import {docsPageFiles} from '../../../tests/support/sourcePages';
import {convertToMarkdown} from './convert';

/**
 * The converter over every page and post of the site (`npm run test:site`:
 * it converts them all, about 15 CPU-seconds). Its rules are tested on small
 * sources in convert.test.ts.
 */

const siteUrl = 'https://example.com';

describe('every source file of the site', () => {
  const siteDir = path.resolve(__dirname, '..', '..', '..');
  const files = ['docs', 'versioned_docs', 'blog'].flatMap((dir) => listSources(siteDir, dir));
  /** Mistakes in the sources themselves, with the warning they cause. Fix the source, then remove the entry. */
  const knownSourceProblems: Record<string, RegExp> = {};

  it('finds every page of every docs version and every post, and nothing else', () => {
    assert.deepEqual(
      [...files].sort(),
      [
        ...docsTrees.flatMap(({version}) => docsPageFiles(version)),
        ...blogPostFiles().map(({file}) => file),
      ].sort(),
    );
    assert.ok(files.some((file) => file.endsWith('.mdx')));
  });

  it('converts each without leftovers of MDX, Tabs or admonitions, and without warnings', () => {
    const warned = new Map<string, string[]>();
    for (const file of files) {
      const warnings: string[] = [];
      const markdown = convertToMarkdown(readFileSync(path.join(siteDir, file), 'utf8'), {
        sourcePath: file,
        title: path.basename(file),
        pageUrl: `${siteUrl}/page`,
        siteUrl,
        baseUrl: '/',
        resolveLink: (from, target) => {
          const linked = path.join(siteDir, path.dirname(from), decodeURIComponent(target));
          return existsSync(linked) ? `${siteUrl}/${path.relative(siteDir, linked)}` : null;
        },
        logger: {warn: (message) => warnings.push(message)},
      });
      assert.match(markdown, /^---\ntitle: [^\n]+\n(?:description: [^\n]+\n)?---\n\n# \S/, file);
      // The twin as Markdown readers take it, without its code blocks and inline code.
      const prose = proseOf(parseMarkdown(markdown, 'twin.md')).replace(/`[^`\n]*`/g, '');
      const leftovers = [
        /^import /m,
        /^export /m,
        /<Tabs/,
        /<TabItem/,
        /\{\/\*/,
        /<!--/,
        /<[A-Z]\w*[\s/>]/,
      ];
      if (!knownSourceProblems[file]) {
        leftovers.push(/:::/);
      }
      for (const leftover of leftovers) {
        assert.doesNotMatch(prose, leftover, file);
      }
      if (warnings.length > 0) {
        warned.set(file, warnings);
      }
    }
    assert.deepEqual([...warned.keys()].sort(), Object.keys(knownSourceProblems).sort());
    for (const [file, warnings] of warned) {
      assert.equal(warnings.length, 1, `${file}: ${warnings.join('; ')}`);
      assert.match(warnings[0] ?? '', knownSourceProblems[file] ?? /^$/);
    }
  });
});

function listSources(siteDir: string, dir: string): string[] {
  const walk = (relative: string): string[] =>
    readdirSync(path.join(siteDir, relative)).flatMap((entry) => {
      const child = path.posix.join(relative, entry);
      if (statSync(path.join(siteDir, child)).isDirectory()) {
        return walk(child);
      }
      return /\.mdx?$/.test(entry) ? [child] : [];
    });
  return walk(dir).sort();
}
