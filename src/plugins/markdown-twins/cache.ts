import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {convertToMarkdown, converterVersion, type ConvertOptions} from './convert';

/**
 * Converted twins, kept between builds under
 * `node_modules/.cache/markdown-twins`: converting all the sources takes
 * seconds, reading them back a few milliseconds.
 *
 * An entry is found by a hash of everything the conversion reads: the source
 * text, the options except the resolver and the logger, converterVersion and
 * the text of convert.ts, of the parser it reads with (src/content/markdown.ts)
 * and of the path helpers it calls (src/site/urls.ts), so that any change to the
 * converter misses. What
 * the resolver answered is stored with the twin and asked again on a hit,
 * because it depends on other pages (a moved page changes its URL); the
 * warnings are stored and printed again, so a warm build warns like a cold one.
 */
type Entry = {
  markdown: string;
  /** `[sourcePath, target, resolved URL or null]` of each call of the resolver. */
  links: [string, string, string | null][];
  warnings: string[];
};

/** The files whose text the conversion runs: convert.ts, its parser and the path helpers it calls. */
const converterFiles = [
  path.join(__dirname, 'convert.ts'),
  path.join(__dirname, '..', '..', 'content', 'markdown.ts'),
  path.join(__dirname, '..', '..', 'site', 'urls.ts'),
];

/** The converter's own text, read once: part of every key. */
let converterText: string | undefined;
function converterFingerprint(): string {
  converterText ??= converterFiles.map((file) => readFileSync(file, 'utf8')).join('\0');
  return converterText;
}

/** The cache key of converting `source` with `options`. */
export function conversionKey(source: string, options: ConvertOptions): string {
  const {sourcePath, title, description, pageUrl, siteUrl, baseUrl} = options;
  return createHash('sha256')
    .update(
      JSON.stringify([
        converterVersion,
        sourcePath,
        title,
        description ?? null,
        pageUrl,
        siteUrl,
        baseUrl,
      ]),
    )
    .update('\0')
    .update(converterFingerprint())
    .update('\0')
    .update(source)
    .digest('hex');
}

function isEntry(value: unknown): value is Entry {
  const entry = value as Partial<Entry> | null;
  return (
    typeof entry?.markdown === 'string' &&
    Array.isArray(entry.links) &&
    Array.isArray(entry.warnings)
  );
}

async function readEntry(file: string): Promise<Entry | null> {
  try {
    const entry: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isEntry(entry) ? entry : null;
  } catch {
    return null;
  }
}

/**
 * `convertToMarkdown(source, options)`, read from `cacheDir` when the same
 * conversion was done before and every link it resolved still resolves the
 * same way; otherwise converted and stored. `fromCache` says which.
 */
export async function convertWithCache(
  source: string,
  options: ConvertOptions,
  cacheDir: string,
): Promise<{markdown: string; fromCache: boolean}> {
  const file = path.join(cacheDir, `${conversionKey(source, options)}.json`);
  const cached = await readEntry(file);
  if (
    cached?.links.every(
      ([from, target, resolved]) => options.resolveLink(from, target) === resolved,
    )
  ) {
    for (const warning of cached.warnings) {
      options.logger?.warn(warning);
    }
    return {markdown: cached.markdown, fromCache: true};
  }

  const entry: Entry = {markdown: '', links: [], warnings: []};
  entry.markdown = convertToMarkdown(source, {
    ...options,
    resolveLink: (from, target) => {
      const resolved = options.resolveLink(from, target);
      entry.links.push([from, target, resolved]);
      return resolved;
    },
    logger: {
      warn: (message) => {
        entry.warnings.push(message);
        options.logger?.warn(message);
      },
    },
  });
  // Written under another name and renamed: builds running at the same
  // time never read half an entry.
  await mkdir(cacheDir, {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(entry));
  await rename(temporary, file);
  return {markdown: entry.markdown, fromCache: false};
}
