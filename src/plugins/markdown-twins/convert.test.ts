import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {convertToMarkdown, yamlString, type ConvertOptions} from './convert';

const siteUrl = 'https://example.com';

/** Converts `source` as `file`; returns the Markdown and the warnings. */
function convert(
  source: string,
  {file = 'docs/guide/page.md', ...options}: Partial<ConvertOptions> & {file?: string} = {},
): {markdown: string; warnings: string[]} {
  const warnings: string[] = [];
  const markdown = convertToMarkdown(source, {
    sourcePath: file,
    title: 'Page',
    pageUrl: `${siteUrl}/docs/guide/page`,
    siteUrl,
    baseUrl: '/',
    resolveLink: (from, target) =>
      target.includes('missing') ? null : `${siteUrl}/resolved/${from}/${target}`,
    logger: {warn: (message) => warnings.push(message)},
    ...options,
  });
  return {markdown, warnings};
}

/** The converted body, after the front matter and the title. */
function body(source: string, options: Parameters<typeof convert>[1] = {}): string {
  const {markdown} = convert(source, options);
  const prefix = '---\ntitle: Page\n---\n\n# Page\n\n';
  assert.ok(markdown.startsWith(prefix), `unexpected start:\n${markdown}`);
  return markdown.slice(prefix.length);
}

describe('front matter and title', () => {
  it('keeps only title and description, from the page metadata, and adds the title as h1', () => {
    const source = [
      '---',
      'title: Old title',
      'description: Old description',
      'slug: /install',
      'sidebar_position: 2',
      'tags: [a, b]',
      '---',
      '',
      'Body text.',
      '',
    ].join('\n');
    const {markdown} = convert(source, {
      title: 'Installation',
      description: 'Install it: with pip or uv.',
    });
    assert.equal(
      markdown,
      '---\ntitle: Installation\ndescription: "Install it: with pip or uv."\n---\n\n# Installation\n\nBody text.\n',
    );
  });

  it('does not add a second h1 when the body starts with one', () => {
    const {markdown} = convert('---\ntitle: X\n---\n\n# Own heading\n\nText.\n');
    assert.equal(markdown, '---\ntitle: Page\n---\n\n# Own heading\n\nText.\n');
  });

  it('quotes YAML only when a plain scalar would read differently', () => {
    assert.equal(yamlString('Column types'), 'Column types');
    assert.equal(yamlString('sqrl run: serve the API'), '"sqrl run: serve the API"');
    assert.equal(yamlString('yes'), '"yes"');
    assert.equal(yamlString('0.5'), '"0.5"');
    assert.equal(yamlString('`sqrl` commands'), '"`sqrl` commands"');
    assert.equal(yamlString('Say "hi"'), '"Say \\"hi\\""');
  });
});

describe('MDX-only syntax', () => {
  it('removes imports, exports and {/* truncate */}', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'export const answer = 42;',
      '',
      'Intro.',
      '',
      '{/* truncate */}',
      '',
      'More.',
      '',
    ].join('\n');
    assert.equal(body(source, {file: 'blog/post.mdx'}), 'Intro.\n\nMore.\n');
  });

  it('removes <!-- truncate --> from Markdown files and keeps other HTML', () => {
    assert.equal(
      body('Intro.\n\n<!-- truncate -->\n\nMore <b>bold</b>.\n', {file: 'blog/post.md'}),
      'Intro.\n\nMore <b>bold</b>.\n',
    );
  });

  it('drops a JavaScript expression, with a warning', () => {
    const {markdown, warnings} = convert('Sum: {1 + 1}.\n', {file: 'docs/a.mdx'});
    assert.equal(markdown.split('# Page\n\n')[1], 'Sum: .\n');
    assert.deepEqual(warnings, ['docs/a.mdx:1: dropped the JavaScript expression {1 + 1}']);
  });
});

describe('Tabs', () => {
  const tabs = [
    '<Tabs groupId="installer">',
    '<TabItem value="pip" label="pip">',
    '',
    '```bash',
    'pip install squirrels',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="uv">',
    '',
    'Run `uv add squirrels`.',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');

  it('turns each tab into a heading one level below the enclosing heading', () => {
    const source = `## Install\n\n${tabs}\n\n## Check\n\n${tabs}\n`;
    assert.equal(
      body(source, {file: 'docs/a.mdx'}),
      [
        '## Install',
        '',
        '### pip',
        '',
        '```bash',
        'pip install squirrels',
        '```',
        '',
        '### uv',
        '',
        'Run `uv add squirrels`.',
        '',
        '## Check',
        '',
        '### pip',
        '',
        '```bash',
        'pip install squirrels',
        '```',
        '',
        '### uv',
        '',
        'Run `uv add squirrels`.',
        '',
      ].join('\n'),
    );
  });

  it('uses h2 before any heading, and keeps two Tabs of one section at the same level', () => {
    const converted = body(`${tabs}\n\n${tabs}\n`, {file: 'docs/a.mdx'});
    assert.deepEqual(converted.match(/^#+ .*$/gm), ['## pip', '## uv', '## pip', '## uv']);
  });

  it('writes a bold line when the heading would be deeper than h6', () => {
    const converted = body(`###### Deep\n\n${tabs}\n`, {file: 'docs/a.mdx'});
    assert.match(converted, /^###### Deep\n\n\*\*pip\*\*\n\n```bash\n/);
    assert.match(converted, /\n\*\*uv\*\*\n\nRun `uv add squirrels`.\n$/);
  });
});

describe('admonitions', () => {
  it('turns each keyword into a blockquote that starts with its name', () => {
    const source = [':::note', 'Keep it.', ':::', '', ':::danger', 'Do not.', ':::', ''].join('\n');
    assert.equal(body(source), '> **Note:** Keep it.\n\n> **Danger:** Do not.\n');
  });

  it('uses a [label] title, with its Markdown, and keeps every block of the content', () => {
    const source = [':::tip[Use *uv*]', 'First paragraph.', '', '- one', '- two', ':::', ''].join(
      '\n',
    );
    assert.equal(body(source), '> **Use _uv_:** First paragraph.\n>\n> - one\n> - two\n');
  });

  it('starts with the name on its own line when the content does not start with a paragraph', () => {
    assert.equal(
      body(':::warning\n```bash\nrm -rf target\n```\n:::\n'),
      '> **Warning:**\n>\n> ```bash\n> rm -rf target\n> ```\n',
    );
  });

  it('warns about a ":::" line that closes nothing, and about unknown containers', () => {
    const {markdown, warnings} = convert(':::warning\nCareful.\n::: Then text.\n\nMore.\n');
    assert.equal(
      markdown.split('# Page\n\n')[1],
      '> **Warning:** Careful.\n> ::: Then text.\n>\n> More.\n',
    );
    assert.deepEqual(warnings, [
      'docs/guide/page.md:3: a line starting with ":::" closes no admonition (a closing ":::" must stand alone on its line); the admonition runs on to the end of its container',
    ]);
    const unknown = convert(':::details\nInside.\n:::\n');
    assert.equal(unknown.markdown.split('# Page\n\n')[1], 'Inside.\n');
    assert.deepEqual(unknown.warnings, [
      'docs/guide/page.md:1: :::details is not an admonition; kept its content',
    ]);
  });
});

describe('code blocks', () => {
  it('keeps the language, turns title= into a File: line and drops highlight comments', () => {
    const source = [
      '```python title="pyconfigs/parameters.py" showLineNumbers',
      'import squirrels as sr',
      '# highlight-next-line',
      'x = 1',
      '```',
      '',
      '```sql',
      '-- highlight-start',
      'SELECT 1',
      '-- highlight-end',
      '```',
      '',
    ].join('\n');
    assert.equal(
      body(source),
      'File: `pyconfigs/parameters.py`\n\n```python\nimport squirrels as sr\nx = 1\n```\n\n```sql\nSELECT 1\n```\n',
    );
  });

  it('keeps Mermaid diagrams as mermaid fences', () => {
    const source = '```mermaid\nflowchart LR\n  a["A<br/>B"] --> b\n```\n';
    assert.equal(body(source), source);
  });
});

describe('BenchmarkChart', () => {
  const chart = [
    '<BenchmarkChart',
    '  title="Time per step (seconds)"',
    '  unit="s"',
    '  valueHeading="Time (seconds)"',
    '  bars={[',
    "    {label: 'Direct query', value: 419.71},",
    "    {label: 'Through the API', value: 1515.6, highlight: true},",
    '  ]}',
    '/>',
  ].join('\n');

  it('becomes its title in italics and a table of its bars', () => {
    assert.equal(
      body(`${chart}\n`, {file: 'blog/post.mdx'}),
      [
        '_Time per step (seconds)_',
        '',
        '| Step | Time (seconds) |',
        '| - | -: |',
        '| Direct query | 419.71 |',
        '| Through the API | 1,515.6 |',
        '',
      ].join('\n'),
    );
  });

  it('reads labelHeading, and refuses bars that are not literals', () => {
    const withHeading = chart.replace('unit="s"', 'unit="s" labelHeading="Run"');
    assert.match(
      body(`${withHeading}\n`, {file: 'blog/post.mdx'}),
      /^\| Run \| Time \(seconds\) \|$/m,
    );
    const computed = convert('<BenchmarkChart title="T" valueHeading="V" bars={makeBars()} />\n', {
      file: 'blog/post.mdx',
    });
    assert.equal(computed.markdown.split('# Page\n\n')[1], '_T_\n');
    assert.deepEqual(computed.warnings, [
      'blog/post.mdx:1: <BenchmarkChart bars={…}>: CallExpression is not a literal value',
      'blog/post.mdx:1: <BenchmarkChart> without a literal bars={[{label, value}, …]} array; kept only its title',
    ]);
  });
});

describe('other JSX', () => {
  it('keeps the text of unknown components and warns', () => {
    const {markdown, warnings} = convert(
      '<Callout kind="info">\n\nRead **this**.\n\n</Callout>\n\nInline <Badge>new</Badge> text.\n',
      {file: 'docs/a.mdx'},
    );
    assert.equal(markdown.split('# Page\n\n')[1], 'Read **this**.\n\nInline new text.\n');
    assert.deepEqual(warnings, [
      'docs/a.mdx:1: <Callout> has no Markdown form; kept its text',
      'docs/a.mdx:7: <Badge> has no Markdown form; kept its text',
    ]);
  });

  it('turns <Link to> into a link and <kbd> into code, without warnings', () => {
    const {markdown, warnings} = convert(
      'Press <kbd>Ctrl</kbd>+<kbd>K</kbd> or see <Link to="/versions">all versions</Link>.\n',
      {file: 'docs/a.mdx', baseUrl: '/site/'},
    );
    assert.equal(
      markdown.split('# Page\n\n')[1],
      'Press `Ctrl`+`K` or see [all versions](https://example.com/site/versions).\n',
    );
    assert.deepEqual(warnings, []);
  });
});

describe('links and images', () => {
  it('makes every link absolute', () => {
    const source = [
      '- [Parameters](../concepts/parameters.md#declaring-parameters-in-yaml)',
      '- [Install](./install.mdx)',
      '- [Versions](/versions) and [Docs](/site/docs/intro)',
      '- [PyPI](https://pypi.org/project/squirrels/) and [mail](mailto:a@b.c)',
      '- [Below](#below)',
      '- ![Diagram](/img/flow.svg)',
      '- [Reference][ref]',
      '',
      '[ref]: ../references/cli/index.md',
      '',
    ].join('\n');
    assert.equal(
      body(source, {baseUrl: '/site/'}),
      [
        '- [Parameters](https://example.com/resolved/docs/guide/page.md/../concepts/parameters.md#declaring-parameters-in-yaml)',
        '- [Install](https://example.com/resolved/docs/guide/page.md/./install.mdx)',
        '- [Versions](https://example.com/site/versions) and [Docs](https://example.com/site/docs/intro)',
        '- [PyPI](https://pypi.org/project/squirrels/) and [mail](mailto:a@b.c)',
        '- [Below](https://example.com/docs/guide/page#below)',
        '- ![Diagram](https://example.com/site/img/flow.svg)',
        '- [Reference][ref]',
        '',
        '[ref]: https://example.com/resolved/docs/guide/page.md/../references/cli/index.md',
        '',
      ].join('\n'),
    );
  });

  it('keeps a link to a file no page was built from, with a warning', () => {
    const {markdown, warnings} = convert('See [gone](./missing.md#x).\n');
    assert.equal(markdown.split('# Page\n\n')[1], 'See [gone](./missing.md#x).\n');
    assert.deepEqual(warnings, [
      'docs/guide/page.md:1: no page was built from the linked file ./missing.md; kept the link as written',
    ]);
  });

  it('resolves other relative URLs against the page URL', () => {
    assert.equal(body('[Data](./data.csv)\n'), '[Data](https://example.com/docs/guide/data.csv)\n');
  });
});

describe('plain Markdown', () => {
  it('keeps GFM tables, lists, inline code and emphasis as they are', () => {
    const source = [
      '## Options',
      '',
      '| Option | Type | Default |',
      '| - | - | - |',
      '| `--host` | `str \\| None` | `127.0.0.1` |',
      '',
      '1. First, with *emphasis* and **strong** text.',
      '2. Second:',
      '   - nested `code`',
      '   - and ~~strike~~',
      '',
      '> A quote.',
      '',
    ].join('\n');
    assert.equal(body(source), source.replace('*emphasis*', '_emphasis_'));
  });
});
