import {expect, test} from '@playwright/test';

import budgets from '../data/budgets.json';
import {siteUrl} from '../support/site';
import {measureFirstVisit} from '../support/weight';

for (const [path, budget] of Object.entries(budgets.jsGzipBytes)) {
  test(`a first visit to ${path} loads at most ${budget} bytes of gzipped JavaScript`, async ({
    page,
  }) => {
    const weight = await measureFirstVisit(page, siteUrl(path));
    console.log(`${path}: ${weight.bytes.script.gzip} bytes of gzipped JavaScript`);
    expect(weight.bytes.script.gzip).toBeLessThanOrEqual(budget);
  });
}
