import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Link, Nodes} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

import type {MarkdownTree} from '../../src/content/markdown';
import {docsVersions, releaseLineOf, type DocsVersionPolicy} from '../../config/versions';
import {docsTrees, readMarkdown, siteDir} from './content';

/**
 * How a docs version marks behaviour that differs between the patch releases
 * of its line (CONTRIBUTING.md, "Mark what changed between releases"): every
 * mention of a patch release of the line (`0.5.3` in the 0.5.x docs) in prose
 * is a link, whose text is the release, to that release's notes page in the
 * same version; longer explanations sit in `:::info[Version notes]`
 * admonitions; each notes page links back to every page that marks it.
 *
 * The rule holds for every version whose policy in config/versions.ts names
 * `releaseNotes` (its notes are pages of its docs sidebar): the current docs
 * and the lines frozen after them. Versions without it (0.4.x, whose notes
 * predate the rule) keep their own format.
 */

/** A docs version the rule covers: its name, its folder and its release line (`0.5`). */
export type ReleaseLine = {version: string; dir: string; line: string};

/** The versions whose release notes follow the rule, the current one first. */
export function releaseLines(): ReleaseLine[] {
  const policies: Record<string, DocsVersionPolicy> = docsVersions;
  return docsTrees.flatMap(({version, dir}) => {
    const policy = policies[version];
    return policy?.releaseNotes ? [{version, dir, line: releaseLineOf(policy.label)}] : [];
  });
}

/** The folder of a version's release notes, relative to the site. */
export function releaseNotesDir({dir}: ReleaseLine): string {
  return `${dir}/docs/releases`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A mention of a patch release of the line, such as `0.5.3`; not a
 * pre-release (`0.6.0.dev0`, `0.6.0rc1`), which has no notes.
 */
export function releasePattern({line}: ReleaseLine): RegExp {
  return new RegExp(`(?<![\\w.])${escaped(line)}\\.\\d+(?![\\w-]|\\.\\d|\\.dev\\d)`, 'g');
}

/** The notes page of a release of the line, relative to the site. */
export function notesFileOf(line: ReleaseLine, release: string): string {
  return `${releaseNotesDir(line)}/${release}.md`;
}

/** The releases of the line that have a notes page, oldest first (0.5.9 before 0.5.10). */
export function releasesWithNotes(line: ReleaseLine): string[] {
  const dir = path.join(siteDir, releaseNotesDir(line));
  const name = new RegExp(`^(${escaped(line.line)}\\.(\\d+))\\.md$`);
  return (existsSync(dir) ? readdirSync(dir) : [])
    .map((file) => name.exec(file))
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

/** Mentions of the line's releases in text (not code, headings or front matter) that are not marks. */
export function bareMentionsOf(line: ReleaseLine, page: ParsedPage): BareMention[] {
  const pattern = releasePattern(line);
  const mentions: BareMention[] = [];
  const scan = (node: Nodes, kind: BareMention['kind']) => {
    visit(node, 'text', (text) => {
      const start = text.position?.start.offset;
      const end = text.position?.end.offset;
      if (start === undefined || end === undefined) {
        return;
      }
      const slice = page.source.slice(start, end);
      for (const match of slice.matchAll(pattern)) {
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
      if (!releaseMarkOf(line, page, node)) {
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
export function releaseMarkOf(line: ReleaseLine, page: ParsedPage, node: Link): string | undefined {
  const text = toString(node);
  if (!new RegExp(`^${releasePattern(line).source}$`).test(text)) {
    return undefined;
  }
  const match = /^([^#?:]*\.md)(?:#.*)?$/.exec(node.url);
  if (!match?.[1]) {
    return undefined;
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), match[1]));
  return target === notesFileOf(line, text) ? text : undefined;
}

/** The releases a page marks, each with the lines of its marks. */
export function marksOf(line: ReleaseLine, page: ParsedPage): Map<string, number[]> {
  const marks = new Map<string, number[]>();
  visit(page.tree, 'link', (node: Link) => {
    const release = releaseMarkOf(line, page, node);
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
