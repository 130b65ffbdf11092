import path from 'node:path';

import type {PhrasingContent, Root, RootContent} from 'mdast';

import {contentAfterFrontMatter} from '../../content/markdown';
import {blogSection} from '../../site/pages';
import {absoluteUrl, sitePath, underBaseUrl} from '../../site/urls';
import {linkList, renderMarkdown} from './convert';
import type {CollectedContent, TwinPage, VersionPages} from './types';

/**
 * The llms files of each docs version (https://llmstxt.org): `llms.txt`, a
 * list of the version's twins by section, and `llms-full.txt`, the twins
 * themselves. Pure: the plugin (`index.ts`) gives the pages and the twins it
 * made, and writes what this returns.
 */

/** The site facts the llms files show. */
export type SiteFacts = {title: string; tagline: string; siteUrl: string; baseUrl: string};

/**
 * Heading of the docs pages no sidebar lists (`src/site/pages.ts`: their
 * section is the fallback): llms.txt's `## Optional` section, which the
 * convention reserves for what a reader may skip.
 */
export const optionalSection = 'Optional';

function versionSummary(version: VersionPages, site: SiteFacts): string {
  const status = version.isLast
    ? 'the current release line'
    : version.banner === 'unreleased'
      ? 'a version not yet released'
      : 'an earlier release line that is no longer maintained';
  const tagline = site.tagline.trim().replace(/\.?$/, '.');
  return `${site.tagline ? `${tagline} ` : ''}Documentation of ${site.title} ${version.label}, ${status}.`;
}

/** Where a version's llms.txt and llms-full.txt go: the site root for the default version, its own path otherwise. */
export function llmsDirectory(
  version: Pick<VersionPages, 'path' | 'isLast'>,
  baseUrl: string,
): string {
  return version.isLast ? '' : sitePath(version.path, baseUrl);
}

const fileUrl = (directory: string, name: string, site: SiteFacts) =>
  absoluteUrl(site.siteUrl, underBaseUrl(path.posix.join(directory, name), site.baseUrl));

/**
 * A version's llms.txt (https://llmstxt.org): title, summary, then one list
 * per section of links to the twins, in reading order; the blog posts for
 * the default version; pages no section claims last, under `## Optional`.
 */
export function llmsTxt(
  version: VersionPages,
  others: readonly VersionPages[],
  blogPosts: readonly TwinPage[],
  site: SiteFacts,
): string {
  const titles = [...version.sections, optionalSection];
  const groups = new Map<string, TwinPage[]>(titles.map((title) => [title, []]));
  for (const page of version.pages.filter(({unlisted}) => !unlisted)) {
    groups.get(page.sectionFrom === 'fallback' ? optionalSection : page.section)?.push(page);
  }
  if (version.isLast) {
    groups.set(
      blogSection,
      blogPosts.filter(({unlisted}) => !unlisted),
    );
    titles.splice(titles.length - 1, 0, blogSection);
  }
  const directory = llmsDirectory(version, site.baseUrl);
  const text = (value: string): PhrasingContent => ({type: 'text', value});
  const link = (label: string, url: string): PhrasingContent => ({
    type: 'link',
    url,
    children: [text(label)],
  });
  const prose: PhrasingContent[] = [
    text(
      'Each link leads to the Markdown version of a page; its HTML page has the same URL without ',
    ),
    {type: 'inlineCode', value: '.md'},
    text('. '),
    link('llms-full.txt', fileUrl(directory, 'llms-full.txt', site)),
    text(' holds the documentation pages of this list in one file.'),
  ];
  const otherVersions = others.filter((other) => other !== version);
  if (otherVersions.length > 0) {
    prose.push(text(' Other versions: '));
    otherVersions.forEach((other, index) => {
      prose.push(
        ...(index > 0 ? [text(', ')] : []),
        link(other.label, fileUrl(llmsDirectory(other, site.baseUrl), 'llms.txt', site)),
      );
    });
    prose.push(text('.'));
  }
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'heading',
        depth: 1,
        children: [text(version.isLast ? site.title : `${site.title} ${version.label}`)],
      },
      {
        type: 'blockquote',
        children: [{type: 'paragraph', children: [text(versionSummary(version, site))]}],
      },
      {type: 'paragraph', children: prose},
      ...titles.flatMap((title): RootContent[] => {
        const pages = groups.get(title) ?? [];
        return pages.length === 0
          ? []
          : [
              {type: 'heading', depth: 2, children: [{type: 'text', value: title}]},
              linkList(
                pages.map((page) => ({
                  title: page.title,
                  url: absoluteUrl(site.siteUrl, page.twin.href),
                  description: page.description || undefined,
                })),
              ),
            ];
      }),
    ],
  };
  return renderMarkdown(tree);
}

/** A twin without its front matter, ending as every twin ends, in one line break. */
const withoutFrontMatter = (twin: string) => `${contentAfterFrontMatter(twin)}\n`;

/**
 * A version's llms-full.txt: a short header, then the twin of each listed
 * page in reading order after a `Source:` line. `twins` holds the twin made
 * for each page, by permalink.
 */
export function llmsFullTxt(
  version: VersionPages,
  twins: ReadonlyMap<string, string>,
  site: SiteFacts,
): string {
  const header = renderMarkdown({
    type: 'root',
    children: [
      {
        type: 'heading',
        depth: 1,
        children: [{type: 'text', value: `${site.title} ${version.label} documentation`}],
      },
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                value: `${versionSummary(version, site)} Every page, in reading order, as Markdown.`,
              },
            ],
          },
        ],
      },
    ],
  });
  const pages = version.pages
    .filter(({unlisted}) => !unlisted)
    .map((page) => {
      const twin = twins.get(page.permalink);
      if (twin === undefined) {
        throw new Error(
          `llms-full.txt of ${version.label}: no twin was made for ${page.permalink}.`,
        );
      }
      return `Source: ${absoluteUrl(site.siteUrl, page.permalink)}\n\n${withoutFrontMatter(twin)}`;
    });
  return [header, ...pages].join('\n');
}

/**
 * Every llms file of the site, by its path under the build directory: an
 * llms.txt and an llms-full.txt per docs version (see {@link llmsDirectory}).
 */
export function llmsFiles(
  content: Pick<CollectedContent, 'versions' | 'blogPosts'>,
  twins: ReadonlyMap<string, string>,
  site: SiteFacts,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const version of content.versions) {
    const directory = llmsDirectory(version, site.baseUrl);
    files.set(
      path.posix.join(directory, 'llms.txt'),
      llmsTxt(version, content.versions, content.blogPosts, site),
    );
    files.set(path.posix.join(directory, 'llms-full.txt'), llmsFullTxt(version, twins, site));
  }
  return files;
}
