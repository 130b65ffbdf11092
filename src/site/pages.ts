/**
 * The site's pages, as every plugin, component and test sees them: the
 * pages of each docs version in reading order and the blog's posts, each
 * with its section, its Markdown twin and its social card. The sections come
 * from the sidebars (`sidebars.ts`); a version's home page, which no sidebar
 * lists, is read first, in the first sidebar's top-level section; a page no
 * sidebar lists is in {@link fallbackSection}. The page index, the social
 * cards, the Markdown twins and llms files, the theme's links to twins and
 * cards and the tests read them here, and nowhere else. Kept free of Node
 * imports: the theme uses the twin and card paths.
 */
import {postsNewestFirst, type BlogPost} from './content';
import {looseSection, walkSidebars, type AnySidebarItem} from './sidebars';
import {absoluteUrl, sitePath, trimSlashes, underBaseUrl} from './urls';

/** The section of a docs page that no sidebar lists (`/docs/tba`). */
export const fallbackSection = 'Documentation';

/** The section of the blog's posts. */
export const blogSection = 'Blog';

/**
 * Where a page's section comes from: its sidebar, the home-page rule (a
 * version's home page is in its first section), the fallback for a docs page
 * no sidebar lists, or the blog.
 */
export type SectionSource = 'sidebar' | 'home' | 'fallback' | 'blog';

/** A file the build writes for a page: where under the build directory, and its link (with the base URL). */
export type PageFile = {file: string; href: string};

/** What every page has. */
type PageFacts = {
  /** The page's path, with the base URL, as the content plugin gives it. */
  permalink: string;
  title: string;
  /** Unlisted pages are built and get a twin, but are left out of lists (llms files, the page index, cards). */
  unlisted: boolean;
  section: string;
  sectionFrom: SectionSource;
  /** The page's Markdown twin. */
  twin: PageFile;
  /** The page's social card; none for generated index pages and unlisted pages. */
  card: PageFile | undefined;
};

/** The parts of a doc the model reads (a `LoadedVersion`'s docs have them). */
export type DocInput = {id: string; permalink: string; title: string; unlisted: boolean};

/** The parts of a docs version the model reads (a `LoadedVersion` has them). */
export type VersionInput<
  D extends DocInput = DocInput,
  S extends AnySidebarItem = AnySidebarItem,
> = {
  /** The version's home path, with the base URL (`/docs`, `/docs/0.4.x`). */
  path: string;
  docs: readonly D[];
  sidebars: Readonly<Record<string, readonly S[]>>;
};

/** A doc of a version, with what it was read from. */
export type DocPage<D extends DocInput = DocInput> = PageFacts & {kind: 'doc'; doc: D};

/** The generated index page of a sidebar category, with its category. */
export type IndexPage<S extends AnySidebarItem = AnySidebarItem> = PageFacts & {
  kind: 'generated-index';
  category: S;
};

export type VersionPage<D extends DocInput = DocInput, S extends AnySidebarItem = AnySidebarItem> =
  DocPage<D> | IndexPage<S>;

/** A docs version's sections and pages, in reading order. */
export type VersionPages<
  D extends DocInput = DocInput,
  S extends AnySidebarItem = AnySidebarItem,
> = {
  /**
   * The version's sections in the order the sidebars reach them, the first
   * sidebar's top-level section first (the home page's), even when no other
   * page is in it. {@link fallbackSection} is not one of them.
   */
  sections: string[];
  /**
   * Every doc (unlisted ones too) and generated index page, once: the home
   * page, then each sidebar in the order it is declared (a category's own
   * page before its items, a page listed twice where it is first met), then
   * the docs no sidebar lists, by permalink.
   */
  pages: VersionPage<D, S>[];
};

/** The parts of a blog post the model reads. */
export type PostInput = {
  metadata: Pick<BlogPost['metadata'], 'permalink' | 'title' | 'unlisted' | 'date'>;
};

/** A blog post, with what it was read from. */
export type PostPage<P extends PostInput = PostInput> = PageFacts & {kind: 'blog-post'; post: P};

/** The Markdown twin's file under the build directory: `/docs/docs/intro` → `docs/docs/intro.md`, `/` → `index.md`. */
export function twinFile(permalink: string, baseUrl: string): string {
  const relative = sitePath(permalink, baseUrl) || 'index';
  try {
    return `${decodeURIComponent(relative)}.md`;
  } catch {
    // Written as it is when it is not valid percent-encoding.
    return `${relative}.md`;
  }
}

/** The Markdown twin's path with the base URL, for links: `/docs/docs/intro` → `/docs/docs/intro.md`. */
export function twinHref(permalink: string, baseUrl: string): string {
  return underBaseUrl(`${sitePath(permalink, baseUrl) || 'index'}.md`, baseUrl);
}

/** Folder of the social cards under the build directory (and under the base URL). */
export const cardsDir = 'img/social';

/** The social card's file under the build directory: `/docs/docs/intro` → `img/social/docs/docs/intro.png`, `/` → `img/social/index.png`. */
export function cardFile(permalink: string, baseUrl: string): string {
  return `${cardsDir}/${sitePath(permalink, baseUrl) || 'index'}.png`;
}

/**
 * What the one card of an unmaintained version shows on every page of it
 * (the docs plugin's `unmaintained` banner): the version, not the page. The
 * social cards draw it and the pages describe it with it (`og:image:alt`).
 */
export function versionCard(label: string): {section: string; title: string} {
  return {section: 'No longer maintained', title: `Docs for version ${label}`};
}

/** The text that describes a card to those who cannot see it: the line above the title, then the title. */
export function cardAlt(card: {section: string; title: string}): string {
  return `${card.section}: ${card.title}`;
}

/** The social card's absolute URL, for `og:image`. */
export function cardUrl(permalink: string, siteUrl: string, baseUrl: string): string {
  return absoluteUrl(siteUrl, underBaseUrl(cardFile(permalink, baseUrl), baseUrl));
}

/** Whether a permalink is the home page of the version at `versionPath`, with or without slashes. */
export function isVersionHome(permalink: string, versionPath: string): boolean {
  return trimSlashes(permalink) === trimSlashes(versionPath);
}

function pageFacts(
  page: {permalink: string; title: string; unlisted: boolean},
  section: string,
  sectionFrom: SectionSource,
  hasCard: boolean,
  baseUrl: string,
): PageFacts {
  const {permalink, title, unlisted} = page;
  const card = cardFile(permalink, baseUrl);
  return {
    permalink,
    title,
    unlisted,
    section,
    sectionFrom,
    twin: {file: twinFile(permalink, baseUrl), href: twinHref(permalink, baseUrl)},
    card: hasCard && !unlisted ? {file: card, href: underBaseUrl(card, baseUrl)} : undefined,
  };
}

/** A docs version's sections and pages in reading order: see {@link VersionPages}. */
export function versionPages<D extends DocInput, S extends AnySidebarItem>(
  version: VersionInput<D, S>,
  baseUrl: string,
): VersionPages<D, S> {
  const firstSidebar = Object.keys(version.sidebars)[0];
  const sections = firstSidebar === undefined ? [] : [looseSection(firstSidebar)];
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages = new Map<string, VersionPage<D, S>>();
  const addDoc = (doc: D, section: string, sectionFrom: SectionSource) => {
    if (!pages.has(doc.permalink)) {
      pages.set(doc.permalink, {
        kind: 'doc',
        doc,
        ...pageFacts(doc, section, sectionFrom, true, baseUrl),
      });
    }
  };

  const home = version.docs.find(({permalink}) => isVersionHome(permalink, version.path));
  if (home) {
    const [first] = sections;
    addDoc(home, first ?? fallbackSection, first === undefined ? 'fallback' : 'home');
  }
  for (const entry of walkSidebars(version.sidebars)) {
    if (entry.kind === 'doc' && entry.id !== undefined) {
      const doc = docsById.get(entry.id);
      if (doc) {
        addDoc(doc, entry.section, 'sidebar');
      }
    } else if (entry.kind === 'generated-index' && entry.path !== undefined) {
      const permalink = entry.path;
      if (!pages.has(permalink)) {
        const title = entry.title ?? permalink;
        pages.set(permalink, {
          kind: 'generated-index',
          category: entry.item,
          ...pageFacts(
            {permalink, title, unlisted: false},
            entry.section,
            'sidebar',
            false,
            baseUrl,
          ),
        });
      }
    } else if (entry.kind !== 'category' && entry.kind !== 'autogenerated') {
      continue;
    }
    if (!sections.includes(entry.section)) {
      sections.push(entry.section);
    }
  }
  [...version.docs]
    .sort((a, b) => a.permalink.localeCompare(b.permalink))
    .forEach((doc) => addDoc(doc, fallbackSection, 'fallback'));
  return {sections, pages: [...pages.values()]};
}

/** The blog's posts, newest first, in the blog's section. */
export function postPages<P extends PostInput>(
  posts: readonly P[],
  baseUrl: string,
): PostPage<P>[] {
  return postsNewestFirst<P>({blogPosts: posts}).map((post) => ({
    kind: 'blog-post',
    post,
    ...pageFacts(post.metadata, blogSection, 'blog', true, baseUrl),
  }));
}
