import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import reference from '../data/reference-0.5.json';
import {bodyOf, codeBlocksOf, proseOf, sectionsOf} from '../../src/content/markdown';
import {listFiles, readMarkdown, siteDir} from '../support/content';
import {sidebarsOf} from '../support/sidebars';

/**
 * Completeness of the 0.5.x references: every CLI option, public Python name
 * and method, and REST route listed in tests/data/reference-0.5.json appears
 * on its page, and every reference page has the shape readers rely on.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function page(file: string) {
  assert.ok(existsSync(path.join(siteDir, file)), `${file} does not exist`);
  return readMarkdown(file);
}

describe('CLI reference', () => {
  for (const [command, {page: file, options}] of Object.entries(reference.cli)) {
    test(`${command}: every argument and option is documented`, () => {
      const content = page(file);
      const prose = proseOf(content);
      const missing = options.filter(
        (option) => !new RegExp(`\`${escape(option)}(\\s[^\`]*)?\``).test(prose),
      );
      assert.deepEqual(missing, [], `not in ${file} as inline code`);
    });

    if (command !== 'shared') {
      test(`${command}: usage line first, and at least two examples with output`, () => {
        const blocks = codeBlocksOf(page(file));
        assert.match(
          blocks[0]?.value ?? '',
          new RegExp(`^sqrl ${escape(command)}\\b`),
          'usage line',
        );
        const examples = blocks.filter(
          (block, index) =>
            index > 0 &&
            block.lang === 'bash' &&
            /^sqrl /m.test(block.value) &&
            blocks[index + 1]?.lang === 'text',
        );
        assert.ok(examples.length >= 2, `${examples.length} examples followed by their output`);
      });
    }
  }
});

describe('Python API reference', () => {
  const documented = new Set([
    ...reference.python.map((entry) => entry.page),
    // Category pages shared by a family of classes (DayIdxOf…, Offset…).
    ...reference.pythonGroupPages,
  ]);

  for (const {module, name, page: file, members} of reference.python) {
    test(`${module}.${name}: page, import, signature and members`, () => {
      const content = page(file);
      const python = codeBlocksOf(content).filter((block) => block.lang === 'python');
      const [root] = module.split('.');
      assert.ok(root, `a module name: ${module}`);
      assert.ok(
        python.some((block) =>
          new RegExp(`^(from|import) ${escape(root)}\\b`, 'm').test(block.value),
        ),
        `no python block imports from ${root}`,
      );
      assert.match(bodyOf(content), new RegExp(`\\b${escape(name)}\\b`), 'the name');
      const missing = members.filter(
        (member) => !new RegExp(`\\b${escape(member)}\\b`).test(bodyOf(content)),
      );
      assert.deepEqual(missing, [], 'public methods and properties missing');
      assert.match(proseOf(content), /^\|.*\|\s*$/m, 'a table of arguments or members');
    });
  }

  test('every Python reference page documents a public name', () => {
    const pages = listFiles('docs/references/python', ['.md']).filter(
      (file) => !file.endsWith('/index.md'),
    );
    assert.deepEqual(
      pages.filter((file) => !documented.has(file)),
      [],
    );
  });
});

describe('REST API reference', () => {
  /** `{project-name}`, `v{major_version}` and other path variables may be filled in on the page. */
  function routePattern(method: string, route: string): RegExp {
    const pathPattern = escape(route)
      .replace(escape('{project-name}'), '[\\w-]+')
      .replace(escape('v{major_version}'), 'v\\d+')
      .replace(/\\\{(\w+)\\\}/g, (_match, variable: string) => `(\\{${variable}\\}|[\\w-]+)`);
    return new RegExp(`\`${method} ${pathPattern}\``);
  }

  for (const {method, path: route, page: file} of reference.rest) {
    test(`${method} ${route} is on ${file}`, () => {
      assert.match(bodyOf(page(file)), routePattern(method, route));
    });
  }

  for (const file of new Set(reference.rest.map((entry) => entry.page))) {
    test(`${file}: every endpoint section has a curl example`, () => {
      const content = page(file);
      const endpoints = sectionsOf(content, 2).filter((section) =>
        /^`(GET|POST|PUT|DELETE|PATCH) \//m.test(proseOf(content, section.children)),
      );
      // The endpoint sections are those of the routes listed for the page: each route in one.
      const sectionOf = ({method, path: route}: {method: string; path: string}) =>
        endpoints.findIndex((section) =>
          routePattern(method, route).test(proseOf(content, section.children)),
        );
      const routes = reference.rest.filter((entry) => entry.page === file);
      assert.deepEqual(
        routes
          .filter((entry) => sectionOf(entry) < 0)
          .map(({method, path: route}) => `${method} ${route}`),
        [],
        'listed routes in no endpoint section',
      );
      const covered = new Set(routes.map(sectionOf));
      assert.deepEqual(
        endpoints.filter((_, index) => !covered.has(index)).map((section) => section.title),
        [],
        'endpoint sections of no listed route',
      );
      const withoutCurl = endpoints
        .filter(
          (section) =>
            !codeBlocksOf(content, section.children).some(
              (block) => block.lang === 'bash' && /\bcurl\b/.test(block.value),
            ),
        )
        .map((section) => section.title);
      assert.deepEqual(withoutCurl, []);
    });
  }
});

describe('references sidebar', () => {
  test('groups CLI, Python, REST and error messages in that order, with Python modules as categories', () => {
    type Category = {type: string; label?: string; items?: Category[]};
    const items = sidebarsOf('current').references as unknown as Category[];
    const labels = items.map((item) => item.label);
    assert.deepEqual(labels, ['CLI', 'Python API', 'REST API', 'Error messages']);
    const [, pythonApi] = items;
    assert.ok(pythonApi, 'a Python API category');
    const modules = (pythonApi.items ?? []).filter((item) => item.type === 'category');
    const moduleLabels = modules.map((item) => item.label);
    for (const module of new Set(
      reference.python.map((entry) => entry.module.split('.').slice(0, 2).join('.')),
    )) {
      const label = module.startsWith('dateutils') ? 'dateutils' : module;
      assert.ok(moduleLabels.includes(label), `no category for ${label}`);
    }
  });
});
