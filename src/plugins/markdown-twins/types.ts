/** One `## Section` of a version's llms.txt. */
export type LlmsSection = {
  title: string;
  /**
   * Site paths relative to the version's path, without slashes at the ends:
   * a page belongs to the first section with a path equal to its own or a
   * parent of it. `''` is the version's home page (`/docs` for the current
   * version).
   */
  paths: string[];
};

export type MarkdownTwinsOptions = {
  /** Id of the docs plugin instance to read. */
  docsPluginId: string;
  /** Id of the blog plugin instance to read. */
  blogPluginId: string;
  /**
   * Sections of each docs version's llms.txt, by version name (`current`,
   * `0.4.x`). Pages no section claims are listed under `## Optional`.
   */
  sections: Record<string, LlmsSection[]>;
  /** Heading of the blog posts in the llms.txt of the default version. */
  blogSection: string;
};

/** The parts of a doc's metadata the plugin reads (`DocMetadata` of the docs plugin). */
export type DocInput = {
  id: string;
  /** `@site/docs/docs/intro.md`. */
  source: string;
  /** Site path with the base URL. */
  permalink: string;
  title: string;
  description: string;
  unlisted: boolean;
};

/** A sidebar item as the docs plugin loads it (`SidebarItem`). */
export type SidebarItemInput =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItemInput[];
      link?:
        | {type: 'doc'; id: string}
        | {type: 'generated-index'; permalink: string; title?: string; description?: string};
    }
  | {type: 'link' | 'html'};

/** A docs version as the docs plugin loads it (`LoadedVersion`). */
export type VersionInput = {
  versionName: string;
  label: string;
  /** Site path of the version with the base URL: `/docs`, `/docs/0.4.x`. */
  path: string;
  /** The version readers get by default. */
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  /** Absolute path of the version's docs folder. */
  contentPath?: string;
  docs: DocInput[];
  sidebars: Record<string, SidebarItemInput[]>;
};

/** The parts of a blog post the plugin reads. */
export type BlogPostInput = {
  metadata: {
    source: string;
    permalink: string;
    title: string;
    description: string;
    date: Date | string;
    unlisted: boolean;
  };
};

/** One page that gets a Markdown twin. */
export type TwinPage = {
  kind: 'doc' | 'generated-index' | 'blog-post';
  /** Site path with the base URL. */
  permalink: string;
  title: string;
  description: string;
  unlisted: boolean;
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
