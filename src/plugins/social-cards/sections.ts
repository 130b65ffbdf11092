import type {CardPage} from './types';

/** Labels of the parts of the docs, by the path below a version's docs root. */
const docsParts: [prefix: string, label: string][] = [
  ['docs/start', 'Getting started'],
  ['docs/concepts', 'Concepts'],
  ['docs/guides', 'Guides'],
  ['docs/topics', 'Developer topics'],
  ['docs/frontend', 'Frontend topics'],
  ['docs', 'Documentation'],
  ['references/cli', 'CLI reference'],
  ['references/python', 'Python API reference'],
  ['references/rest', 'REST API reference'],
  ['references', 'References'],
  ['releases', 'Release notes'],
];

export type DocInput = {permalink: string; title: string};

/**
 * The card of a doc: its part of the docs (from its path below the version's
 * path) and, for a version other than the latest, the version's label.
 */
export function docCard(
  doc: DocInput,
  version: {path: string; label: string; isLast: boolean},
): CardPage {
  const below = doc.permalink.slice(version.path.length).replace(/^\/+/, '');
  const part =
    docsParts.find(([prefix]) => below === prefix || below.startsWith(`${prefix}/`))?.[1] ??
    'Documentation';
  return {
    permalink: doc.permalink,
    title: doc.title,
    section: version.isLast ? part : `${part} · ${version.label}`,
  };
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
