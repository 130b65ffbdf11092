/**
 * `npm run upstream:update`: records the installed version of every upstream file listed in
 * `config/upstream.ts` (its sha256 and its package's version) in
 * `config/upstream.sha256.json`. Run it only after re-checking the local files that
 * `upstream.test.ts` named against the changed upstream files (src/theme/README.md, "Upgrading
 * Docusaurus or DocSearch"); no test runs it.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

import {
  readRecordedHashes,
  recordedHashesFile,
  recordInstalledHashes,
  siteDir,
  type RecordedHashes,
} from '../config/upstream';

const before: RecordedHashes = existsSync(recordedHashesFile)
  ? readRecordedHashes()
  : {versions: {}, sha256: {}};
const after = recordInstalledHashes();

const changed = Object.keys(after.sha256).filter((key) => before.sha256[key] !== after.sha256[key]);
const dropped = Object.keys(before.sha256).filter((key) => !(key in after.sha256));
for (const key of changed) {
  console.log(`${key in before.sha256 ? 'updated' : 'added'}  ${key}`);
}
for (const key of dropped) {
  console.log(`removed  ${key}`);
}
console.log(
  `${path.relative(siteDir, recordedHashesFile)}: ${Object.keys(after.sha256).length} files, ${changed.length} updated or added, ${dropped.length} removed.`,
);
