import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  compileSynonyms,
  matchSlot,
  matchSlots,
  miniSearchQuery,
  planQuery,
  quotedSpans,
  synonymHeld,
  type SynonymEntry,
} from './query';
import siteSynonyms from './synonyms.json';

const synonyms = compileSynonyms([
  {reader: ['only the new rows'], docs: ['incremental', 'append mode'], why: 'test'},
]);

describe('planQuery', () => {
  it('keeps every word for words side by side, and asks for all but the stop words', () => {
    const plan = planQuery('How to Cache the results', []);
    assert.deepEqual(plan.terms, ['how', 'to', 'cache', 'the', 'results']);
    assert.deepEqual(
      plan.slots.map(({term, stem, position, prefix}) => [term, stem, position, prefix]),
      [
        ['cache', 'cach', 2, false],
        ['results', 'result', 4, true],
      ],
    );
  });

  it('asks for a word typed twice once, as a prefix if it is also the last', () => {
    const plan = planQuery('different options for different', []);
    assert.deepEqual(
      plan.slots.map(({term, position, prefix}) => [term, position, prefix]),
      [
        ['different', 0, true],
        ['options', 1, false],
      ],
    );
  });

  it("lends a phrase's docs words to each word of the phrase, stop words included in the match", () => {
    const plan = planQuery('load only the new rows daily', synonyms);
    assert.deepEqual(
      plan.slots.map(({term, synonyms: lent}) => [term, lent.length]),
      [
        ['load', 0],
        ['only', 2],
        ['new', 2],
        ['rows', 2],
        ['daily', 0],
      ],
    );
    assert.deepEqual(plan.slots[1]?.synonyms, [['increment'], ['append', 'mode']]);
    // Another form of the phrase's words matches too; a part of it does not.
    assert.equal(planQuery('only the new row', synonyms).slots[0]?.synonyms.length, 2);
    assert.equal(planQuery('the new rows', synonyms).slots[0]?.synonyms.length, 0);
  });
});

describe('matchSlot', () => {
  const [cache, results] = planQuery('cache results', []).slots;
  assert.ok(cache && results);

  it('tells the word as written, a longer word the last word starts, another form, a typo', () => {
    assert.deepEqual(matchSlot('cache', cache), {kind: 'exact', typos: 0});
    assert.deepEqual(matchSlot('caching', cache), {kind: 'stem', typos: 0});
    assert.deepEqual(matchSlot('cachr', cache), {kind: 'typo', typos: 1});
    assert.equal(matchSlot('cacheable', cache), null, 'only the last word is a prefix');
    assert.deepEqual(matchSlot('resultset', results), {kind: 'prefix', typos: 0});
    assert.deepEqual(matchSlot('result', results), {kind: 'stem', typos: 0});
    assert.equal(matchSlot('dashboard', cache), null);
  });

  it("holds a synonym only when one of the record's words has every stem of a set", () => {
    const [only] = planQuery('only the new rows', synonyms).slots;
    assert.ok(only);
    assert.deepEqual(synonymHeld(only, ['incrementally']), ['increment']);
    assert.equal(synonymHeld(only, ['append']), null);
    assert.deepEqual(synonymHeld(only, ['mode', 'appended']), ['append', 'mode']);
  });

  it('matchSlots answers for every word of a plan, once per record word and plan', () => {
    const plan = planQuery('cache results', []);
    const caching = matchSlots('caching', plan);
    assert.deepEqual(caching, [{kind: 'stem', typos: 0}, null]);
    assert.deepEqual(matchSlots('resultset', plan), [null, {kind: 'prefix', typos: 0}]);
    assert.equal(matchSlots('caching', plan), caching, 'the same answer, not compared again');
    // Another plan of the same words is another search: its answers are its own.
    const other = planQuery('cache result', []);
    assert.notEqual(matchSlots('caching', other), caching);
    assert.deepEqual(matchSlots('resultset', other), [null, {kind: 'prefix', typos: 0}]);
  });
});

describe('miniSearchQuery', () => {
  it('looks each word up with its typos and, the last, as a prefix; its forms and synonyms exactly', () => {
    const forms: Record<string, string[]> = {
      cach: ['cache', 'cached', 'caching'],
      increment: ['incremental'],
    };
    const query = miniSearchQuery(
      planQuery('caching only the new rows', synonyms),
      (stem) => forms[stem] ?? [],
    );
    assert.deepEqual(query, {
      combineWith: 'OR',
      queries: [
        {queries: ['caching'], prefix: false, fuzzy: 2},
        {queries: ['only'], prefix: false, fuzzy: 2},
        {queries: ['new'], prefix: false, fuzzy: false},
        {queries: ['rows'], prefix: true, fuzzy: 2},
        {queries: ['cache', 'cached', 'incremental'], prefix: false, fuzzy: false},
      ],
    });
  });
});

describe('synonyms.json', () => {
  it('gives each entry reader phrases, docs words that differ from them, and why', () => {
    for (const entry of siteSynonyms as SynonymEntry[]) {
      assert.ok(entry.reader.length > 0 && entry.docs.length > 0, JSON.stringify(entry));
      assert.ok(entry.why.length > 40, `say why for ${entry.reader.join(', ')}`);
      const compiled = compileSynonyms([entry]);
      for (const {phrase, docs} of compiled) {
        assert.ok(phrase.length > 0, `an empty phrase in ${JSON.stringify(entry)}`);
        for (const set of docs) {
          assert.notDeepEqual(set, phrase, `"${phrase.join(' ')}" lends itself`);
        }
      }
    }
  });
});

describe('quoted words: the names in a pasted message', () => {
  it('words between quotes are marked, the rest are not', () => {
    const plan = planQuery(`Column 'duration' in source "src_trips" must have a type specified`);
    const quoted = plan.slots.filter((slot) => slot.quoted).map((slot) => slot.term);
    assert.deepEqual(quoted, ['duration', 'src', 'trips']);
    assert.ok(plan.slots.some((slot) => slot.term === 'column' && !slot.quoted));
  });

  it('an apostrophe inside a word opens no quote', () => {
    assert.deepEqual(quotedSpans("the vdl table didn't change"), []);
    assert.ok(planQuery("the vdl table didn't change").slots.every((slot) => !slot.quoted));
  });

  it('a word both quoted and not is not marked', () => {
    const plan = planQuery(
      'Selected value "ebike" is not valid. The selected id ebike does not exist',
    );
    assert.equal(plan.slots.find((slot) => slot.term === 'ebike')?.quoted, false);
  });
});
