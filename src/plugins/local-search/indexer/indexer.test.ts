import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {expandIndexFile, LocalSearchEngine} from '../engine/engine';
import {
  buildIndexFiles,
  compactRecords,
  extractRecords,
  fileNamePart,
  pageRankOf,
  splitTiers,
  writeSearchIndex,
} from './indexer';
import {
  searchIndexDir,
  type SearchIndexFile,
  type SearchManifest,
  type SearchRecord,
} from '../shared/types';

// Pages below are trimmed copies of the production build's minified HTML:
// unquoted attributes, and no `</li>`, `</td>`, `</tr>`, `</tbody>`, some `</p>`.

type PageOptions = {
  htmlClass: string;
  title: string;
  language?: string;
  tag: string;
  robots?: string;
  navbarActive?: string;
  body: string;
};

function page({htmlClass, title, language = 'en', tag, robots, navbarActive, body}: PageOptions) {
  const navbar =
    `<nav aria-label=Main class="theme-layout-navbar navbar navbar--fixed-top"><div class=navbar__inner>` +
    `<div class="theme-layout-navbar-left navbar__items"><a class=navbar__brand href=/><b class="navbar__title text--truncate">Squirrels</b></a>` +
    (navbarActive
      ? `<a aria-current=page class="navbar__item navbar__link navbar__link--active" href=/docs/docs/intro>${navbarActive}</a>`
      : `<a class="navbar__item navbar__link" href=/docs/docs/intro>Docs</a>`) +
    `<div class="navbar__item dropdown dropdown--hoverable"><a aria-current=page class="navbar__link active" aria-haspopup=true role=button href=/docs/docs/intro>0.5.x</a>` +
    `<ul class=dropdown__menu><li><a aria-current=page class="dropdown__link dropdown__link--active" href=/docs/docs/intro>0.5.x</a><li><a class=dropdown__link href=/docs/0.4.x/docs/intro>0.4.x</a></ul></div></div></div></nav>`;
  return (
    `<!doctype html><html lang=${language} dir=ltr class="${htmlClass}" data-has-hydrated=false><head><meta charset=UTF-8>` +
    `<meta name=generator content="Docusaurus v3.10.2"><title data-rh=true>${title} | Squirrels</title>` +
    `<meta data-rh=true name=viewport content="width=device-width, initial-scale=1.0"/>` +
    `<meta data-rh=true name=docusaurus_locale content=${language} /><meta data-rh=true name=docsearch:language content=${language} />` +
    `<meta data-rh=true name=docusaurus_tag content=${tag} /><meta data-rh=true name=docsearch:docusaurus_tag content=${tag} />` +
    (robots ? `<meta data-rh=true property=robots content="${robots}"/>` : '') +
    `<link rel=stylesheet href=/assets/css/styles.css /><script src=/assets/js/main.js defer></script></head>` +
    `<body class=navigation-with-keyboard><svg style="display: none;"><defs><symbol id=theme-svg-external-link viewBox="0 0 24 24"><path fill=currentColor d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2z"/></symbol></defs></svg>` +
    `<script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script>` +
    `<div id=__docusaurus><div role=region aria-label="Skip to main content"><a class=skipToContent_fXgn href=#__docusaurus_skipToContent_fallback>Skip to main content</a></div>` +
    navbar +
    `<div id=__docusaurus_skipToContent_fallback class="theme-layout-main main-wrapper">${body}</div>` +
    `<footer class="theme-layout-footer footer footer--dark"><div class=footer__title>Docs</div><ul class="footer__items clean-list"><li class=footer__item><a class=footer__link-item href=/docs/docs/intro>Footer introduction</a></ul></footer></div></body>`
  );
}

const breadcrumbs = (category: string | null, current: string) =>
  `<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs>` +
  `<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24" class=breadcrumbHomeIcon_YNFT><path d="M10 19v-5h4v5" fill=currentColor /></svg></a>` +
  (category
    ? `<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/references/rest><span>${category}</span></a>`
    : '') +
  `<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${current}</span></ul></nav>`;

const heading = (level: number, id: string, text: string) =>
  `<h${level} class="anchor anchorTargetHideOnScrollNavbar_vjPI" id=${id}>${text}<a href=#${id} class=hash-link aria-label="Direct link to ${text}" title="Direct link to ${text}" translate=no>\u200b</a></h${level}>`;

const codeBlock = (code: string) =>
  `<div class="language-bash codeBlockContainer_Ckt0 theme-code-block" style=--prism-color:#000000><div class=codeBlockTitle_OeMC>login.sh</div><div class=codeBlockContent_QJqH>` +
  `<pre tabindex=0 class="prism-code language-bash codeBlock_bY9V thin-scrollbar"><code class=codeBlockLines_e6Vv><span class=token-line><span class="token function">${code}</span><br/></span></code></pre>` +
  `<div class=buttonGroup__atx><button type=button aria-label="Copy code to clipboard" title=Copy class=clean-btn><span class=copyButtonIcons_eSgA>Copy</span></button></div></div></div>`;

function docPage({
  tag = 'docs-default-current',
  category = 'REST API' as string | null,
  navbarActive = 'Docs' as string | undefined,
  markdown,
}: {
  tag?: string;
  category?: string | null;
  navbarActive?: string;
  markdown: string;
}) {
  return page({
    htmlClass:
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-references/rest/authentication',
    title: 'Authentication',
    tag,
    navbarActive,
    body:
      `<div class=docsWrapper_hBAB><div class=docRoot_UBD9><aside class="theme-doc-sidebar-container docSidebarContainer_YfHR"><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-link menu__list-item"><a class=menu__link href=/docs/references/rest>Sidebar REST API</a></ul></nav></aside>` +
      `<main class=docMainContainer_TBSr><div class="container padding-top--md padding-bottom--lg"><div class=row><div class="col docItemCol_VOVn"><div class=docItemContainer_Djhp><article>` +
      (category === null
        ? breadcrumbs(null, 'Authentication')
        : breadcrumbs(category, 'Authentication')) +
      `<span class="theme-doc-version-badge badge badge--secondary">Version: 0.5.x</span>` +
      `<div class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo"><button type=button class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>` +
      `<div class="theme-doc-markdown markdown">${markdown}</div>` +
      `<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class=col><a href=https://github.com/x/edit/main/docs/auth.md target=_blank rel="noopener noreferrer" class=theme-edit-this-page>Edit this page</a></div></div></footer></article>` +
      `<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href=/docs/references/rest/parameters><div class=pagination-nav__sublabel>Previous</div><div class=pagination-nav__label>Working with parameters</div></a></nav></div></div>` +
      `<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border"><li><a href=#how-requests-are-authenticated class="table-of-contents__link toc-highlight">How requests are authenticated</a></ul></div></div></div></div></main></div></div>`,
  });
}

const authMarkdown =
  `<header><h1>Authentication</h1></header>` +
  `<p>The authentication endpoints let a user sign in &amp; create <code>API keys</code>.</p>\n` +
  heading(2, 'how-requests-are-authenticated', 'How requests are authenticated') +
  `\n<p>Every endpoint reads the credentials in this order:</p>\n` +
  `<table><thead><tr><th>Credential<th>How you send it<th>When it is used<tbody>` +
  `<tr><td><code>x-api-key</code> header<td><code>x-api-key: sqrl-...</code><td>always, when present` +
  `<tr><td><code>session</code> cookie<td>set by a login endpoint<td>when neither header is present</table>\n` +
  `<ul>\n<li class="">A request without credentials runs as the guest user.</li>\n` +
  `<li class=""><p>Write <code>Bearer</code> with a capital B.</p><ul><li>Nested item about tokens</ul></li>\n</ul>\n` +
  codeBlock('curl -X POST http://127.0.0.1:4465/api/squirrels/v0/auth/login') +
  `\n<p>Logging in needs <code>SQRL_SECRET__KEY</code>.<div class="theme-admonition theme-admonition-info admonition_xJq3 alert alert--info"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 14 16"><path d="M7 2.3"/></svg></span>info</div><div class=admonitionContent_BuS1><p>Tokens expire after a day.</div></div>\n` +
  heading(3, 'the-session-cookie', 'The session cookie') +
  `\n<div class="theme-tabs-container tabs-container"><ul role=tablist aria-orientation=horizontal class=tabs><li role=tab tabindex=0 aria-selected=true class="tabs__item tabs__item--active">curl<li role=tab tabindex=-1 aria-selected=false class=tabs__item>Python</ul>` +
  `<div class=margin-top--md><div role=tabpanel class=tabItem_Ymn6><p>Keep the cookie with a cookie jar.</div><div role=tabpanel class=tabItem_Ymn6 hidden><p>Use a requests session.</div></div></div>\n` +
  `<dl><dt>SameSite<dd>Lax, so cross-site posts drop it.</dl>\n` +
  `<p style="display:none">Hidden paragraph</p><p aria-hidden=true>Decorative paragraph</p><div hidden><p>Hidden block</div>\n` +
  heading(2, 'log-out', 'Log out') +
  `\n<p>Logging out drops the <a href=https://example.com target=_blank rel="noopener noreferrer" class="">session cookie<svg width=13.5 height=13.5 aria-label="(opens in new tab)" class=iconExternalLink_nPIU><use href=#theme-svg-external-link /></svg></a>.</p>`;

/** Records as [type, url, hierarchy levels that are set, content], for readable assertions. */
function summary(records: readonly SearchRecord[]) {
  return records.map((record) => [
    record.type,
    record.url,
    Object.values(record.hierarchy).filter((value) => value !== null),
    record.content,
  ]);
}

describe('extractRecords', () => {
  it('indexes a doc page: title, headings with anchors, paragraphs, list items, table rows, definitions', () => {
    const records = extractRecords(
      docPage({markdown: authMarkdown}),
      '/docs/references/rest/authentication',
    );
    const url = '/docs/references/rest/authentication';
    const section = ['REST API', 'Authentication', 'How requests are authenticated'];
    const cookie = [...section, 'The session cookie'];
    assert.deepEqual(summary(records), [
      ['lvl1', url, ['REST API', 'Authentication'], null],
      [
        'content',
        url,
        ['REST API', 'Authentication'],
        'The authentication endpoints let a user sign in & create API keys.',
      ],
      ['lvl2', `${url}#how-requests-are-authenticated`, section, null],
      [
        'content',
        `${url}#how-requests-are-authenticated`,
        section,
        'Every endpoint reads the credentials in this order:',
      ],
      [
        'content',
        `${url}#how-requests-are-authenticated`,
        section,
        'x-api-key header · x-api-key: sqrl-...: always, when present',
      ],
      [
        'content',
        `${url}#how-requests-are-authenticated`,
        section,
        'session cookie · set by a login endpoint: when neither header is present',
      ],
      [
        'content',
        `${url}#how-requests-are-authenticated`,
        section,
        'A request without credentials runs as the guest user.',
      ],
      [
        'content',
        `${url}#how-requests-are-authenticated`,
        section,
        'Write Bearer with a capital B.',
      ],
      ['content', `${url}#how-requests-are-authenticated`, section, 'Nested item about tokens'],
      [
        'content',
        `${url}#how-requests-are-authenticated`,
        section,
        'Logging in needs SQRL_SECRET__KEY.',
      ],
      ['content', `${url}#how-requests-are-authenticated`, section, 'Tokens expire after a day.'],
      ['lvl3', `${url}#the-session-cookie`, cookie, null],
      ['content', `${url}#the-session-cookie`, cookie, 'Keep the cookie with a cookie jar.'],
      ['content', `${url}#the-session-cookie`, cookie, 'Use a requests session.'],
      [
        'content',
        `${url}#the-session-cookie`,
        cookie,
        'SameSite: Lax, so cross-site posts drop it.',
      ],
      ['lvl2', `${url}#log-out`, ['REST API', 'Authentication', 'Log out'], null],
      [
        'content',
        `${url}#log-out`,
        ['REST API', 'Authentication', 'Log out'],
        'Logging out drops the session cookie.',
      ],
    ]);
  });

  it('gives every record the DocSearch fields, with nulls for the levels below it', () => {
    const records = extractRecords(
      docPage({markdown: authMarkdown}),
      '/docs/references/rest/authentication',
    );
    assert.deepEqual(records[2], {
      url: '/docs/references/rest/authentication#how-requests-are-authenticated',
      url_without_anchor: '/docs/references/rest/authentication',
      anchor: 'how-requests-are-authenticated',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'REST API',
        lvl1: 'Authentication',
        lvl2: 'How requests are authenticated',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    assert.equal(records[0]?.anchor, null);
  });

  it('leaves out code blocks, the table of contents, pagination, edit link, sidebar, footer and hidden text', () => {
    const text = JSON.stringify(extractRecords(docPage({markdown: authMarkdown}), '/docs/x'));
    for (const unwanted of [
      'curl -X POST',
      'login.sh',
      'Copy',
      'On this page',
      'Working with parameters',
      'Edit this page',
      'Sidebar REST API',
      'Footer introduction',
      'Version: 0.5.x',
      'Hidden paragraph',
      'Decorative paragraph',
      'Hidden block',
      'Direct link',
      '\u200b',
      'Python',
      'info',
    ]) {
      assert.ok(!text.includes(unwanted), `"${unwanted}" should not be indexed`);
    }
  });

  it('reads the language and docusaurus_tag of the page', () => {
    const records = extractRecords(
      docPage({tag: 'docs-default-0.4.x', markdown: '<header><h1>Old</h1></header><p>Axolotl.'}),
      '/docs/0.4.x/docs/old',
    );
    assert.deepEqual(
      records.map((record) => [record.language, record.docusaurus_tag]),
      [
        ['en', 'docs-default-0.4.x'],
        ['en', 'docs-default-0.4.x'],
      ],
    );
  });

  it('takes lvl0 from the deepest breadcrumb category, else the active navbar item, else "Documentation"', () => {
    const markdown = '<header><h1>Introduction</h1></header><p>Hello.';
    const lvl0 = (html: string) => extractRecords(html, '/docs/docs/intro')[0]?.hierarchy.lvl0;
    assert.equal(lvl0(docPage({markdown, category: 'Concepts'})), 'Concepts');
    assert.equal(lvl0(docPage({markdown, category: null, navbarActive: 'Docs'})), 'Docs');
    assert.equal(lvl0(docPage({markdown, category: null, navbarActive: ''})), 'Documentation');
  });

  it('takes lvl1 from the document title when the page has no h1', () => {
    const records = extractRecords(
      docPage({markdown: '<p>A doc with hide_title.'}),
      '/docs/hidden-title',
    );
    assert.deepEqual(summary(records), [
      ['lvl1', '/docs/hidden-title', ['REST API', 'Authentication'], null],
      ['content', '/docs/hidden-title', ['REST API', 'Authentication'], 'A doc with hide_title.'],
    ]);
    assert.equal(
      extractRecords(docPage({markdown: '<p>HTTP errors.'}), '/docs/errors/404').length,
      2,
    );
  });

  it('indexes a blog post from its article, with its h1 outside the Markdown and lvl0 "Blog"', () => {
    const html = page({
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
      title: 'Welcome to Squirrels',
      tag: 'default',
      body:
        `<div class="container margin-vert--lg"><div class=row><aside class="col col--3"><nav class="sidebar_re4s thin-scrollbar" aria-label="Blog recent posts navigation"><div class=sidebarItemTitle_pO2u>Recent posts</div></nav></aside>` +
        `<main class="col col--7"><article class=""><header><h1 class=title_f1Hy>Welcome to Squirrels</h1><div class="container_mt6G margin-vert--md"><time datetime=2024-06-22T00:00:00.000Z>June 22, 2024</time> · <!-- -->2 min read</div></header>` +
        `<div id=__blog-post-container class=markdown><p>Squirrels is an open-source Python framework.</p>\n<!-- -->\n` +
        heading(2, 'why-we-built-it', 'Why we built it') +
        `\n<p>Every data team knows the ticket queue.</p></div>` +
        `<footer class=docusaurus-mt-lg><div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div class=col><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm"><li class=tag_QGVx><a rel=tag class="tag_zVej tagRegular_sFm0" href=/blog/tags/welcome>Welcome</a></ul></div></div></footer></article>` +
        `<nav class="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation"><a class="pagination-nav__link pagination-nav__link--prev" href=/blog/other><div class=pagination-nav__label>Older post</div></a></nav></main></div></div>`,
    });
    assert.deepEqual(summary(extractRecords(html, '/blog/welcome')), [
      ['lvl1', '/blog/welcome', ['Blog', 'Welcome to Squirrels'], null],
      [
        'content',
        '/blog/welcome',
        ['Blog', 'Welcome to Squirrels'],
        'Squirrels is an open-source Python framework.',
      ],
      [
        'lvl2',
        '/blog/welcome#why-we-built-it',
        ['Blog', 'Welcome to Squirrels', 'Why we built it'],
        null,
      ],
      [
        'content',
        '/blog/welcome#why-we-built-it',
        ['Blog', 'Welcome to Squirrels', 'Why we built it'],
        'Every data team knows the ticket queue.',
      ],
    ]);
  });

  it('indexes a page from <main>; a heading without an id keeps its parent section anchor', () => {
    const html = page({
      htmlClass: 'plugin-pages plugin-id-default',
      title: 'Docs versions',
      tag: 'default',
      body:
        `<main class="container margin-vert--xl"><h1>Docs versions</h1><p>Each version describes one release line.<div class=list_Pd2u>` +
        `<article class=card_pFhN>${heading(2, 'version-current', '0.5.x')}<p class=summary_wn8H>Squirrels 0.5.0 to 0.5.4.<h3>Install</h3><p>Pin the release line.</article></div></main>`,
    });
    assert.deepEqual(summary(extractRecords(html, '/versions')), [
      ['lvl1', '/versions', ['Docs versions', 'Docs versions'], null],
      [
        'content',
        '/versions',
        ['Docs versions', 'Docs versions'],
        'Each version describes one release line.',
      ],
      ['lvl2', '/versions#version-current', ['Docs versions', 'Docs versions', '0.5.x'], null],
      [
        'content',
        '/versions#version-current',
        ['Docs versions', 'Docs versions', '0.5.x'],
        'Squirrels 0.5.0 to 0.5.4.',
      ],
      [
        'lvl3',
        '/versions#version-current',
        ['Docs versions', 'Docs versions', '0.5.x', 'Install'],
        null,
      ],
      [
        'content',
        '/versions#version-current',
        ['Docs versions', 'Docs versions', '0.5.x', 'Install'],
        'Pin the release line.',
      ],
    ]);
  });

  it('indexes a doc that tells web search engines noindex (an unmaintained version)', () => {
    const older = page({
      htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-0.4.x docs-doc-page',
      title: 'sqrl compile (0.4.x) | Squirrels',
      tag: 'docs-default-0.4.x',
      robots: 'noindex, nofollow',
      body: '<main><div class="theme-doc-markdown markdown"><h1>sqrl compile</h1><p>Compiles the models.</p></div></main>',
    });
    const url = '/docs/0.4.x/references/cli/compile';
    assert.deepEqual(summary(extractRecords(older, url)), [
      ['lvl1', url, ['Documentation', 'sqrl compile'], null],
      ['content', url, ['Documentation', 'sqrl compile'], 'Compiles the models.'],
    ]);
  });

  it('skips the search page, the 404 page and blog list pages', () => {
    const body = '<main><h1>Title</h1><p>Some text.</main>';
    const search = page({
      htmlClass: 'search-page-wrapper plugin-search-algolia plugin-id-default',
      title: 'Search the documentation',
      tag: 'default',
      robots: 'noindex, follow',
      body,
    });
    assert.deepEqual(extractRecords(search, '/search'), []);
    const notFound = page({
      htmlClass: 'plugin-native plugin-id-default',
      title: 'Page Not Found',
      tag: 'default',
      body,
    });
    assert.deepEqual(extractRecords(notFound, '/404.html'), []);
    const blogList = page({
      htmlClass: 'blog-wrapper blog-list-page plugin-blog plugin-id-default',
      title: 'Blog',
      tag: 'blog_posts_list',
      body,
    });
    assert.deepEqual(extractRecords(blogList, '/blog'), []);
    const archive = page({
      htmlClass: 'plugin-blog plugin-id-default',
      title: 'Archive',
      tag: 'default',
      body,
    });
    assert.deepEqual(extractRecords(archive, '/blog/archive'), []);
    const tagPage = page({
      htmlClass: 'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default',
      title: 'One post tagged "Welcome"',
      tag: 'blog_tags_posts',
      body,
    });
    assert.deepEqual(extractRecords(tagPage, '/blog/tags/welcome'), []);
    // The same body on an ordinary page is indexed.
    const ordinary = page({
      htmlClass: 'plugin-pages plugin-id-default',
      title: 'Title',
      tag: 'default',
      body,
    });
    assert.equal(extractRecords(ordinary, '/title').length, 2);
  });
});

describe('compactRecords', () => {
  it('packs records into pages, shared sections and columns that expandIndexFile turns back into the same records', () => {
    const records = extractRecords(
      docPage({markdown: authMarkdown}),
      '/docs/references/rest/authentication',
    );
    const file = compactRecords('en', 'docs-default-current', records);
    assert.equal(file.v, 2);
    assert.deepEqual(file.pages, [['/docs/references/rest/authentication', 'REST API']]);
    assert.deepEqual(file.sections[0], [0, null, 'Authentication']);
    assert.deepEqual(file.sections[1], [
      0,
      'how-requests-are-authenticated',
      'Authentication',
      'How requests are authenticated',
    ]);
    // One section per heading; its records follow it, so steps are 0 or 1.
    assert.equal(file.sections.length, records.filter(({type}) => type !== 'content').length);
    assert.ok(file.records.section.every((step) => step === 0 || step === 1));
    assert.equal(file.records.type.length, records.length);
    assert.equal(file.records.type[0], '1');
    assert.equal(file.records.content[0], null);
    assert.deepEqual(expandIndexFile(file), records);
  });

  it("keeps a page's rank, when it has one, as the page's third item", () => {
    const records = extractRecords(
      docPage({markdown: authMarkdown}),
      '/docs/references/rest/authentication',
    ).map((record) => ({...record, pageRank: 2}));
    const file = compactRecords('en', 'docs-default-current', records);
    assert.deepEqual(file.pages, [['/docs/references/rest/authentication', 'REST API', 2]]);
    assert.deepEqual(expandIndexFile(file), records);
  });
});

describe('splitTiers', () => {
  const records = extractRecords(
    docPage({markdown: authMarkdown}),
    '/docs/references/rest/authentication',
  );
  const tiers = splitTiers(records);
  const withoutPosition = (record: SearchRecord): SearchRecord => {
    const copy = {...record};
    delete copy.position;
    return copy;
  };

  it("puts every heading and the page's first paragraph in the head, the rest in the text", () => {
    const firstParagraph = records.find(({type}) => type === 'content');
    assert.deepEqual(
      tiers.head.map(withoutPosition),
      records.filter((record) => record.type !== 'content' || record === firstParagraph),
    );
    assert.deepEqual(
      tiers.text.map(withoutPosition),
      records.filter((record) => record.type === 'content' && record !== firstParagraph),
    );
    assert.ok(tiers.text.length > 0, 'the page has more than one paragraph');
  });

  it("gives each record its place among its page's records, whichever tier it is in", () => {
    const positions = [...tiers.head, ...tiers.text]
      .sort((a, b) => (a.position ?? -1) - (b.position ?? -1))
      .map((record) => [record.position, withoutPosition(record)]);
    assert.deepEqual(
      positions,
      records.map((record, index) => [index, record]),
    );
  });

  it('writes the positions in the skipped column, which expandIndexFile reads back', () => {
    for (const tier of ['head', 'text'] as const) {
      const file = compactRecords('en', 'docs-default-current', tiers[tier], tier);
      assert.equal(file.tier, tier);
      assert.equal(file.records.skipped?.length, tiers[tier].length);
      assert.deepEqual(expandIndexFile(file), tiers[tier]);
    }
    // A file of all the records needs no positions.
    assert.equal(compactRecords('en', 'docs-default-current', records).records.skipped, undefined);
  });
});

describe('buildIndexFiles', () => {
  it('writes a head and a text file per (language, tag), the head first, and no empty tier', () => {
    const text = extractRecords(
      docPage({markdown: authMarkdown}),
      '/docs/references/rest/authentication',
    );
    const single = extractRecords(
      docPage({tag: 'docs-default-0.4.x', markdown: '<h1>Old</h1><p>One paragraph.'}),
      '/docs/0.4.x/intro',
    );
    const files = buildIndexFiles([...text, ...single]);
    assert.deepEqual(
      files.map(({entry}) => [entry.docusaurus_tag, entry.tier, entry.records]),
      [
        ['docs-default-0.4.x', 'head', 2],
        ['docs-default-current', 'head', splitTiers(text).head.length],
        ['docs-default-current', 'text', splitTiers(text).text.length],
      ],
    );
    for (const {name, entry} of files) {
      assert.match(
        name,
        new RegExp(`^en\\.${entry.docusaurus_tag}\\.${entry.tier}\\.[0-9a-f]{8}\\.json$`),
      );
    }
  });

  it("writes into each head its records' prebuilt index, and none into the text", () => {
    const records = extractRecords(
      docPage({markdown: authMarkdown}),
      '/docs/references/rest/authentication',
    );
    const files = buildIndexFiles(records).map(({json}) => JSON.parse(json) as SearchIndexFile);
    const [head, text] = files;
    assert.equal(head?.tier, 'head');
    assert.equal(text?.tier, 'text');
    assert.equal(text?.index, undefined);
    assert.equal(head?.index?.documentCount, head?.records.section.length);
    // The index an engine builds from the head alone.
    const {index, ...bare} = head ?? assert.fail('a head');
    const alone = new LocalSearchEngine({siteOrigin: ''});
    alone.add(bare);
    assert.deepEqual(index, JSON.parse(JSON.stringify(alone.serializedIndex())));
  });
});

describe('pageRankOf', () => {
  it('gives a route the rank of the longest prefix it starts with, without the base URL, else 0', () => {
    const ranks = {'/docs/': 1, '/docs/docs/': 3};
    assert.equal(pageRankOf('/docs/docs/intro', ranks), 3);
    assert.equal(pageRankOf('/docs/references/cli', ranks), 1);
    assert.equal(pageRankOf('/blog/welcome', ranks), 0);
    assert.equal(pageRankOf('/site/docs/docs/intro', ranks, '/site/'), 3);
    assert.equal(pageRankOf('/docs/docs/intro'), 0);
  });
});

describe('fileNamePart', () => {
  it('keeps only safe characters in file-name parts', () => {
    assert.equal(fileNamePart('docs-default-0.4.x'), 'docs-default-0.4.x');
    assert.equal(fileNamePart('pt/BR tag'), 'pt_BR_tag');
  });
});

describe('writeSearchIndex', () => {
  let outDir = '';
  const doc = (tag: string, text: string) =>
    docPage({tag, markdown: `<header><h1>${text}</h1></header><p>${text} body.`});

  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'local-search-'));
    const files: Record<string, string> = {
      'index.html': page({
        htmlClass: 'plugin-pages plugin-id-default',
        title: 'Home',
        tag: 'default',
        body: '<main><h1>Home</h1><p>Welcome home.</main>',
      }),
      '404.html': page({
        htmlClass: 'plugin-native plugin-id-default',
        title: 'Page Not Found',
        tag: 'default',
        body: '<main><h1>Page Not Found</h1><p>Nothing here.</main>',
      }),
      'docs/intro.html': doc('docs-default-current', 'Quokka'),
      'docs/0.4.x/intro.html': doc('docs-default-0.4.x', 'Axolotl'),
      // A route written as a folder, as with `trailingSlash: true` or undefined.
      'docs/guide/index.html': doc('docs-default-current', 'Guide'),
      'search-index/en.stale.00000000.json': '{}',
    };
    for (const [name, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(outDir, name)), {recursive: true});
      await writeFile(path.join(outDir, name), html);
    }
  });

  after(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('writes one hashed file per (language, tag) and a manifest, and removes stale files', async () => {
    const manifest = await writeSearchIndex({
      outDir,
      routesPaths: ['/404.html', '/', '/docs/intro', '/docs/0.4.x/intro', '/docs/guide'],
    });
    const directory = path.join(outDir, searchIndexDir);
    const names = (await readdir(directory)).sort();
    assert.equal(names.length, 4);
    assert.ok(names.includes('manifest.json'));
    assert.ok(!names.includes('en.stale.00000000.json'));
    const written: SearchManifest = JSON.parse(
      await readFile(path.join(directory, 'manifest.json'), 'utf8'),
    );
    assert.deepEqual(written, manifest);
    assert.deepEqual(
      manifest.files.map(({language, docusaurus_tag, pages, records}) => [
        language,
        docusaurus_tag,
        pages,
        records,
      ]),
      [
        ['en', 'default', 1, 2],
        ['en', 'docs-default-0.4.x', 1, 2],
        ['en', 'docs-default-current', 2, 4],
      ],
    );
    for (const entry of manifest.files) {
      assert.match(entry.file, /^en\.[a-z0-9.-]+\.[0-9a-f]{8}\.json$/);
      assert.ok(entry.file.startsWith(`en.${entry.docusaurus_tag}.`));
      const json = await readFile(path.join(directory, entry.file), 'utf8');
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
      assert.ok(entry.file.endsWith(`.${hash}.json`));
      const file: SearchIndexFile = JSON.parse(json);
      assert.equal(file.docusaurus_tag, entry.docusaurus_tag);
      assert.equal(file.records.section.length, entry.records);
    }
    const current = manifest.files.find((entry) => entry.docusaurus_tag === 'docs-default-current');
    const file: SearchIndexFile = JSON.parse(
      await readFile(path.join(directory, current?.file ?? ''), 'utf8'),
    );
    assert.deepEqual(
      file.pages.map(([url]) => url),
      ['/docs/guide', '/docs/intro'],
    );
    assert.deepEqual(
      expandIndexFile(file).map((record) => record.content ?? record.hierarchy.lvl1),
      ['Guide', 'Guide body.', 'Quokka', 'Quokka body.'],
    );
  });

  it('reads the file of each route as trailingSlash names it, without the base URL', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'local-search-site-'));
    try {
      for (const name of ['index.html', '404.html', 'docs/intro.html', 'docs/guide/index.html']) {
        await mkdir(path.dirname(path.join(site, name)), {recursive: true});
        await writeFile(path.join(site, name), await readFile(path.join(outDir, name)));
      }
      const pagesOf = async (routesPaths: string[], trailingSlash?: boolean) => {
        const manifest = await writeSearchIndex({
          outDir: site,
          routesPaths,
          baseUrl: '/site/',
          trailingSlash,
        });
        return manifest.files.reduce((sum, entry) => sum + entry.pages, 0);
      };
      // `/` and `/404.html` have the same file whatever trailingSlash says.
      assert.equal(await pagesOf(['/site/', '/site/404.html', '/site/docs/intro'], false), 2);
      assert.equal(await pagesOf(['/site/', '/site/404.html', '/site/docs/guide/'], true), 2);
      assert.equal(await pagesOf(['/site/docs/intro', '/site/docs/guide']), 2);
      await assert.rejects(pagesOf(['/site/docs/guide'], false), /route \/site\/docs\/guide /);
    } finally {
      await rm(site, {recursive: true, force: true});
    }
  });

  it('fails, naming the route, when a route has no HTML file, and keeps the last index', async () => {
    const before = await readdir(path.join(outDir, searchIndexDir));
    await assert.rejects(
      writeSearchIndex({outDir, routesPaths: ['/', '/docs/missing', '/docs/intro']}),
      (error: Error) => {
        assert.match(error.message, /^local-search: no HTML file for route \/docs\/missing in /);
        assert.match(String((error.cause as Error).message), /docs\/missing/);
        return true;
      },
    );
    assert.deepEqual(await readdir(path.join(outDir, searchIndexDir)), before);
  });

  it('names files after their content: the same records give the same names, other records others', () => {
    const records = extractRecords(doc('docs-default-current', 'Quokka'), '/docs/intro');
    const [first] = buildIndexFiles(records);
    const [again] = buildIndexFiles(records);
    const [other] = buildIndexFiles(
      extractRecords(doc('docs-default-current', 'Wombat'), '/docs/intro'),
    );
    assert.equal(first?.name, again?.name);
    assert.notEqual(first?.name, other?.name);
  });
});
