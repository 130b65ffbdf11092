import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Link, Nodes} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

import type {MarkdownTree} from '../../src/content/markdown';
import {readMarkdown, siteDir} from './content';

/**
 * How the current docs mark behaviour that differs between 0.5 releases
 * (CONTRIBUTING.md, "Mark what changed between releases"): every mention of
 * a 0.5 patch release in prose is a link, whose text is the release, to that
 * release's notes page; longer explanations sit in `:::info[Version notes]`
 * admonitions; each notes page links back to every page that marks it.
 */

/** The folder of the release notes of the current version. */
export const releaseNotesDir = 'docs/docs/releases';

/** A mention of a patch release of the current line, such as `0.5.3`. */
export const releasePattern = /(?<![\w.])0\.5\.\d+(?![\w-]|\.\d)/g;

/** The notes page of a release, relative to the site. */
export function notesFileOf(release: string): string {
  return `${releaseNotesDir}/${release}.md`;
}

/** The releases that have a notes page, oldest first (0.5.9 before 0.5.10). */
export function releasesWithNotes(): string[] {
  const dir = path.join(siteDir, releaseNotesDir);
  return (existsSync(dir) ? readdirSync(dir) : [])
    .map((name) => /^(0\.5\.(\d+))\.md$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((match) => match[1] ?? '');
}

/** A Markdown or MDX file parsed as the docs build reads it (src/content/markdown.ts), with its source. */
export type ParsedPage = MarkdownTree & {file: string};

export function parsePage(file: string): ParsedPage {
  return {...readMarkdown(file), file};
}

/** A link of a page, with where it points: a site file (and anchor), or elsewhere. */
export type PageLink = {
  url: string;
  text: string;
  line: number;
  /** The linked file relative to the site, for a relative link to a file. */
  target?: string;
  anchor?: string;
};

export function linksOf(page: ParsedPage): PageLink[] {
  const links: PageLink[] = [];
  visit(page.tree, 'link', (node: Link) => {
    const link: PageLink = {
      url: node.url,
      text: toString(node),
      line: node.position?.start.line ?? 0,
    };
    const match = /^([^#?:]*\.mdx?)(?:#(.*))?$/.exec(node.url);
    if (match?.[1] && !node.url.startsWith('/')) {
      link.target = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), match[1]));
      if (match[2]) {
        link.anchor = match[2];
      }
    }
    links.push(link);
  });
  return links;
}

/** A mention of a release in prose that is not a mark. */
export type BareMention = {
  release: string;
  line: number;
  /** Offsets of the mention in the file's source. */
  start: number;
  end: number;
  /** Why it is not a mark: plain text, or inside the text of a link elsewhere. */
  kind: 'text' | 'other-link';
};

/** Mentions of 0.5 releases in text (not code, headings or front matter) that are not marks. */
export function bareMentionsOf(page: ParsedPage): BareMention[] {
  const mentions: BareMention[] = [];
  const scan = (node: Nodes, kind: BareMention['kind']) => {
    visit(node, 'text', (text) => {
      const start = text.position?.start.offset;
      const end = text.position?.end.offset;
      if (start === undefined || end === undefined) {
        return;
      }
      const slice = page.source.slice(start, end);
      for (const match of slice.matchAll(releasePattern)) {
        const offset = start + (match.index ?? 0);
        mentions.push({
          release: match[0],
          start: offset,
          end: offset + match[0].length,
          line: page.source.slice(0, offset).split('\n').length,
          kind,
        });
      }
    });
  };
  visit(page.tree, (node) => {
    // Headings are labels (and table-of-contents entries): they name a release as plain text.
    if (node.type === 'heading') {
      return SKIP;
    }
    if (node.type === 'link') {
      if (!releaseMarkOf(page, node)) {
        scan(node, 'other-link');
      }
      return SKIP;
    }
    if (node.type === 'text') {
      scan(node, 'text');
    }
    return undefined;
  });
  return mentions;
}

/** The release a link marks (its text is a release and it points to that release's notes). */
export function releaseMarkOf(page: ParsedPage, node: Link): string | undefined {
  const text = toString(node);
  if (!new RegExp(`^${releasePattern.source}$`).test(text)) {
    return undefined;
  }
  const match = /^([^#?:]*\.md)(?:#.*)?$/.exec(node.url);
  if (!match?.[1]) {
    return undefined;
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), match[1]));
  return target === notesFileOf(text) ? text : undefined;
}

/** The releases a page marks, each with the lines of its marks. */
export function marksOf(page: ParsedPage): Map<string, number[]> {
  const marks = new Map<string, number[]>();
  visit(page.tree, 'link', (node: Link) => {
    const release = releaseMarkOf(page, node);
    if (release) {
      marks.set(release, [...(marks.get(release) ?? []), node.position?.start.line ?? 0]);
    }
  });
  return marks;
}

/** `## Version notes` and other headings that stand in for the admonition. */
export function versionNotesHeadingsOf(page: ParsedPage): number[] {
  const lines: number[] = [];
  visit(page.tree, 'heading', (node: Heading) => {
    if (/^version notes$/i.test(toString(node).trim())) {
      lines.push(node.position?.start.line ?? 0);
    }
  });
  return lines;
}

/** Admonitions titled "Version notes" whose type is not `info`. */
export function versionNotesAdmonitionsOf(page: ParsedPage): {type: string; line: number}[] {
  const found: {type: string; line: number}[] = [];
  visit(page.tree, 'containerDirective', (node) => {
    const label = node.children.find(
      (child) => child.type === 'paragraph' && child.data?.directiveLabel,
    );
    if (label && /^version notes$/i.test(toString(label).trim())) {
      found.push({type: node.name, line: node.position?.start.line ?? 0});
    }
  });
  return found;
}

/** The heading ids of a page, as Docusaurus gives them (explicit `{#id}` first). */
export function headingIdsOf(page: ParsedPage): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  visit(page.tree, 'heading', (node: Heading) => {
    const {id, text} = parseMarkdownHeadingId(toString(node));
    ids.add(id ?? slugger.slug(text));
  });
  return ids;
}
