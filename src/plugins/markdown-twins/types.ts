import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';

import type {PageFile, SectionSource} from '../../site/pages';

export type MarkdownTwinsOptions = {
  /** Id of the docs plugin instance to read. */
  docsPluginId: string;
  /** Id of the blog plugin instance to read. */
  blogPluginId: string;
};

/** The parts of a doc's metadata the plugin reads. */
export type DocInput = Pick<
  DocMetadata,
  'id' | 'source' | 'permalink' | 'title' | 'description' | 'unlisted'
>;

/** A sidebar item as the docs plugin loads it (`SidebarItem`). */
export type SidebarItemInput =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {
      type: 'category';
      label: string;
      items: readonly SidebarItemInput[];
      link?:
        | {type: 'doc'; id: string}
        | {type: 'generated-index'; permalink: string; title?: string; description?: string};
    }
  | {type: 'link' | 'html'};

/** The parts of a loaded docs version the plugin reads. */
export type VersionInput = Pick<
  LoadedVersion,
  'versionName' | 'label' | 'path' | 'isLast' | 'banner'
> & {
  /** Absolute path of the version's docs folder. */
  contentPath?: string;
  docs: readonly DocInput[];
  sidebars: Readonly<Record<string, readonly SidebarItemInput[]>>;
};

/** The parts of a blog post the plugin reads. */
export type BlogPostInput = {
  metadata: Pick<
    BlogPost['metadata'],
    'source' | 'permalink' | 'title' | 'description' | 'date' | 'unlisted'
  >;
};

/** One page that gets a Markdown twin. */
export type TwinPage = {
  kind: 'doc' | 'generated-index' | 'blog-post';
  /** Site path with the base URL. */
  permalink: string;
  title: string;
  description: string;
  unlisted: boolean;
  /** The page's section and where it comes from (`src/site/pages.ts`). */
  section: string;
  sectionFrom: SectionSource;
  /** The page's Markdown twin (`src/site/pages.ts`). */
  twin: PageFile;
  /** Site-relative source file (`docs/docs/intro.md`); none for generated indexes. */
  source?: string;
  /** A generated index lists these, in sidebar order. */
  items?: IndexItem[];
};

/** An entry of a generated index page. */
export type IndexItem = {
  title: string;
  permalink?: string;
  description?: string;
  items?: IndexItem[];
};

/** A docs version's pages in reading order. */
export type VersionPages = {
  versionName: string;
  label: string;
  path: string;
  isLast: boolean;
  banner: VersionInput['banner'];
  /** The version's sections in reading order (`src/site/pages.ts`): the `## Section` headings of its llms.txt. */
  sections: string[];
  pages: TwinPage[];
};

/** Everything `allContentLoaded` gathers for `postBuild`. */
export type CollectedContent = {
  versions: VersionPages[];
  /** Newest first. */
  blogPosts: TwinPage[];
  /** Docs folders relative to the site directory, for links written from a docs root. */
  contentRoots: string[];
};
