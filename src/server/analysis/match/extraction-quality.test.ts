import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractJobTerms } from './extract-job-terms';
import { vocabularyIndex } from './term-index';

/**
 * Precision and recall of the hard skills extracted from the labelled ads in tests/fixtures/jobs (issue 14:
 * recall >= 0.85, precision >= 0.80). An expected term counts as found when the extractor returns the same
 * vocabulary entry (so 'Postgres' in the label and 'PostgreSQL' in the ad are one), or the same words.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/jobs');

interface LabelledAd {
  file: string;
  field: string;
  hard: string[];
  ad: string;
}

function readAds(): LabelledAd[] {
  return readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => {
      const text = readFileSync(path.join(FIXTURES, file), 'utf8');
      const [header = '', ad = ''] = text.split(/\n---\n/);
      const value = (key: string) => new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(header)?.[1]?.trim() ?? '';
      return {
        file,
        field: value('field'),
        hard: value('hard')
          .split(';')
          .map((t) => t.trim())
          .filter(Boolean),
        ad,
      };
    });
}

/** The vocabulary labels a written term stands for ('JS' -> JavaScript); the term itself when none. */
function labelsOf(term: string): string[] {
  const hits = vocabularyIndex().find(term);
  return hits.length > 0 ? hits.map((hit) => hit.entry.label.toLowerCase()) : [term.toLowerCase()];
}

describe('hard-skill extraction on the labelled job ads', () => {
  const ads = readAds();

  it('has a varied labelled set: at least 30 ads from at least 8 fields', () => {
    expect(ads.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ads.map((ad) => ad.field)).size).toBeGreaterThanOrEqual(8);
  });

  it('reaches recall >= 0.85 and precision >= 0.80', () => {
    let truePositives = 0;
    let expectedTotal = 0;
    let extractedTotal = 0;
    let extractedCorrect = 0;
    const report: string[] = [];
    for (const ad of ads) {
      const extracted = extractJobTerms(ad.ad).hard;
      const extractedLabels = new Set(extracted.map((t) => t.label.toLowerCase()));
      const expectedLabels = ad.hard.map(labelsOf);
      const missed = ad.hard.filter((_, i) => !expectedLabels[i]?.some((l) => extractedLabels.has(l)));
      const expectedSet = new Set(expectedLabels.flat());
      const extra = extracted.filter((t) => !expectedSet.has(t.label.toLowerCase()));
      truePositives += ad.hard.length - missed.length;
      expectedTotal += ad.hard.length;
      extractedTotal += extracted.length;
      extractedCorrect += extracted.length - extra.length;
      if (missed.length || extra.length) {
        report.push(
          `${ad.file}: missed [${missed.join(', ')}] extra [${extra.map((t) => t.term).join(', ')}]`,
        );
      }
    }
    const recall = truePositives / expectedTotal;
    const precision = extractedCorrect / extractedTotal;
    console.log(
      `job-ad hard skills: recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)} over ${ads.length} ads\n${report.join('\n')}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.85);
    expect(precision).toBeGreaterThanOrEqual(0.8);
  });
});
