import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {siteDir} from './content';

/** One raise of tests/data/squirrels-errors-<version>.json (see scripts/content/error-messages.mts). */
export interface RaisedError {
  class: 'InvalidInputError' | 'ConfigurationError' | 'FileExecutionError';
  message: string | null;
  status: number | null;
  error: string | null;
  path: string;
  line: number;
}

/** One entry of an error reference page: the heading and the message printed under it. */
export interface ErrorEntry {
  file: string;
  heading: string;
  anchor: string;
  message: string;
  /** `HTTP 404 · model_not_found` under the message, when the error goes over REST. */
  status: number | null;
  error: string | null;
}

export const errorsDir = 'docs/references/errors';
export const errorsData = 'tests/data/squirrels-errors-0.5.4.json';

export function loadRaised(): RaisedError[] {
  return JSON.parse(readFileSync(path.join(siteDir, errorsData), 'utf8')) as RaisedError[];
}

/** Docusaurus's default heading id: lower case, punctuation dropped, spaces to dashes. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * The entries of the error pages: each `###` heading followed by a paragraph
 * holding only the message in one code span, then optionally a line
 * `HTTP <status> · \`<error>\``.
 */
export function loadEntries(): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  for (const name of readdirSync(path.join(siteDir, errorsDir)).sort()) {
    if (!/\.mdx?$/.test(name)) continue;
    const file = `${errorsDir}/${name}`;
    const lines = readFileSync(path.join(siteDir, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const heading = /^### (.+)$/.exec(line);
      const title = heading?.[1];
      const message = /^`(.+)`$/.exec(lines[index + 2] ?? '')?.[1];
      if (title === undefined || message === undefined) return;
      const rest = /^HTTP (\d{3}) · `([^`]+)`/.exec(lines[index + 4] ?? '');
      entries.push({
        file,
        heading: title,
        anchor: anchorOf(title),
        message,
        status: rest ? Number(rest[1]) : null,
        error: rest?.[2] ?? null,
      });
    });
  }
  return entries;
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A regular expression that matches a printed message of `template`: each `{field}` matches any text. */
export function templatePattern(template: string): RegExp {
  const parts = normalise(template).split(/\{[^{}]*\}/);
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*?')}$`, 's');
}

/** The fixed text of a template, without its fields. */
export const literalOf = (template: string): string =>
  template
    .replace(/\{[^{}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a message as written on a page (placeholders like `<model>`) is one
 * printing of `template`. A template that is nearly all fields (`{first_line}\n\n{note}`)
 * would match any text, so it matches nothing: such raises go in the test's lists.
 */
export function pageMatches(pageMessage: string, template: string): boolean {
  if (literalOf(template).length < 12) return false;
  return templatePattern(template).test(normalise(pageMessage));
}

/** Where an entry is on the site: its page's path and its heading's anchor. */
export function entryAddress(entry: ErrorEntry): string {
  return `/${entry.file.replace(/(\/index)?\.mdx?$/, '')}#${entry.anchor}`;
}

let entriesRead: ErrorEntry[] | undefined;

/**
 * The entry whose message, as the page writes it (`<placeholder>` for what
 * changes), is the printed `text`; or undefined.
 */
export function entryForMessage(text: string): ErrorEntry | undefined {
  entriesRead ??= loadEntries();
  return entriesRead.find(({message}) =>
    templatePattern(message.replace(/<[^<>]+>/g, '{}')).test(normalise(text)),
  );
}
