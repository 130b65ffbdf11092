import type {LoadedVersion} from '../../site/content';
import {versionSections} from '../../site/sidebars';
import type {CardPage} from './types';

/** The parts of a loaded docs version the cards read. */
export type DocsVersionInput = Pick<LoadedVersion, 'path' | 'label' | 'isLast' | 'sidebars'> & {
  docs: readonly Pick<LoadedVersion['docs'][number], 'id' | 'permalink' | 'title' | 'unlisted'>[];
};

/** What a card says of a page no sidebar lists. */
const unlistedSection = 'Documentation';

/**
 * The cards of a docs version's listed pages. Each names the page's section
 * (`src/site/sidebars.ts`: its top-level sidebar category; the version's home
 * page is in the first section) and, for a version other than the latest,
 * the version's label.
 */
export function docCards(version: DocsVersionInput): CardPage[] {
  const sections = versionSections(version.sidebars);
  const home = version.path.replace(/\/+$/, '');
  return version.docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => {
      const part =
        (doc.permalink.replace(/\/+$/, '') === home
          ? sections.titles[0]
          : sections.byDocId.get(doc.id)) ?? unlistedSection;
      return {
        permalink: doc.permalink,
        title: doc.title,
        section: version.isLast ? part : `${part} · ${version.label}`,
      };
    });
}

/** The card of a blog post: "Blog" and its date. */
export function postCard(post: {permalink: string; title: string; date: Date | string}): CardPage {
  const date = new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(post.date));
  return {permalink: post.permalink, title: post.title, section: `Blog · ${date}`};
}
