import { describe, expect, it } from 'vitest';
import {
  FORMER_UNSEEN_SETS,
  readAd,
  readAdSet,
  readNotes,
  readPairs,
  readResume,
  resumeNames,
  UNSEEN_SET,
} from '../../../bench/quality/fixtures';
import { generateBulletsRequestSchema } from '../../../src/domain/ai-api';

/**
 * The unseen set of issue 31 item 6 (tests/fixtures/jobs-2026-11-27d, quality-2026-11-27d), and the sets that were
 * unseen before it and are working sets now (2026-11-27, 2026-11-27b and 2026-11-27c), are as their READMEs
 * describe.
 * Only their shape is checked here; their figures come from `npm run bench quality` and are recorded in
 * docs/benchmarks.md, and nothing here prints what the analysis finds in them.
 */

/** Letters and digits only: 'Allen-Bradley' is written 'allen bradley' in a note. */
const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

describe.each([
  { ...UNSEEN_SET, name: `the unseen quality set ${UNSEEN_SET.name}` },
  ...FORMER_UNSEEN_SETS.map((set) => ({
    ...set,
    name: `the quality set ${set.name} (once unseen, a working set now)`,
  })),
])('$name (issue 31 item 6)', ({ adSet, qualitySet }) => {
  const ads = readAdSet(adSet);
  const notes = readNotes(qualitySet);
  const pairs = readPairs(qualitySet);
  const names = resumeNames(qualitySet);

  it('holds 12 labelled ads from 12 jobs, none held out, each term written in its ad', () => {
    expect(ads).toHaveLength(12);
    expect(new Set(ads.map((ad) => ad.title)).size).toBe(12);
    for (const ad of ads) {
      expect(ad.heldOut, ad.file).toBe(false);
      expect(ad.company, ad.file).not.toBe('');
      expect(ad.field, ad.file).toMatch(/^[a-z-]+$/);
      expect(ad.hard.length, ad.file).toBeGreaterThanOrEqual(20);
      expect(ad.boilerplate.length, ad.file).toBeGreaterThanOrEqual(3);
      const words = ad.text.split(/\s+/).length;
      expect(words, ad.file).toBeGreaterThanOrEqual(300);
      expect(words, ad.file).toBeLessThanOrEqual(900);
      const text = ad.text.toLowerCase();
      for (const term of ad.hard)
        expect(
          term.variants.some((v) => text.includes(v.toLowerCase())),
          `${ad.file}: ${term.name}`,
        ).toBe(true);
      const variants = ad.hard.flatMap((term) => term.variants.map((v) => v.toLowerCase()));
      for (const b of ad.boilerplate) {
        expect(variants, `${ad.file}: ${b}`).not.toContain(b.toLowerCase());
        expect(text, `${ad.file}: ${b}`).toContain(b.toLowerCase());
      }
    }
  });

  it('holds 12 writer notes, each a valid request, with the tool names they mention', () => {
    expect(notes).toHaveLength(12);
    expect(new Set(notes.map((c) => c.id)).size).toBe(12);
    for (const c of notes) {
      generateBulletsRequestSchema.parse({ job_title: c.job_title, draft_bullets: [c.notes] });
      expect(c.bullets.length, c.id).toBeGreaterThanOrEqual(2);
      for (const bullet of c.bullets) {
        expect(bullet.verbs.length, c.id).toBeGreaterThan(0);
        expect(bullet.has.length, c.id).toBeGreaterThan(0);
      }
      for (const tool of c.tools) expect(squeeze(c.notes), `${c.id}: ${tool}`).toContain(squeeze(tool));
    }
  });

  it('holds resumes from three fields and four letter pairs, one without a company, one from another field', () => {
    expect(names).toHaveLength(3);
    for (const name of names)
      expect(
        readResume(name, qualitySet).experience.every((job) => job.description.includes('<li>')),
        name,
      ).toBe(true);
    for (const pair of pairs.match) {
      expect(names).toContain(pair.resume);
      for (const file of [...pair.own, ...pair.other]) expect(file.startsWith(`${adSet}/`), file).toBe(true);
    }
    expect(pairs.letters).toHaveLength(4);
    expect(pairs.letters.filter((pair) => pair.company === '')).toHaveLength(1);
    expect(pairs.letters.filter((pair) => pair.other_field)).toHaveLength(1);
    for (const pair of pairs.letters) {
      expect(readAd(pair.ad).text, pair.id).toContain(pair.employer);
      const resume = readResume(pair.resume, qualitySet);
      expect(resume.education.map((school) => school.field)).toContain(pair.field[0]);
    }
  });
});
