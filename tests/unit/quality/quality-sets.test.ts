import { describe, expect, it } from 'vitest';
import {
  AD_SET,
  OLD_AD_SET,
  readAd,
  readAdSet,
  readNotes,
  readPairs,
  readResume,
  resumeNames,
} from '../../../bench/quality/fixtures';
import { scoreQuality } from '../../../bench/quality/score';
import { generateBulletsRequestSchema } from '../../../src/domain/ai-api';

/**
 * The issue 31 quality sets parse and are as described in their READMEs, and the harness (npm run bench
 * quality) runs over them. The figures themselves are not asserted: they are recorded in docs/benchmarks.md.
 */

const ads = readAdSet(AD_SET);
const oldAds = readAdSet(OLD_AD_SET);
const pairs = readPairs();
const notes = readNotes();

describe('issue 31 quality sets', () => {
  it('holds at least 24 labelled ads, from at least 20 fields with the older set, about a third held out', () => {
    expect(ads.length).toBeGreaterThanOrEqual(24);
    expect(new Set([...ads, ...oldAds].map((ad) => ad.field)).size).toBeGreaterThanOrEqual(20);
    const heldOut = ads.filter((ad) => ad.heldOut).length;
    expect(heldOut / ads.length).toBeGreaterThanOrEqual(0.25);
    expect(heldOut / ads.length).toBeLessThanOrEqual(0.4);
    const fields = new Set(ads.map((ad) => ad.field));
    for (const field of [
      'law',
      'dentistry',
      'pharmacy',
      'trades',
      'design',
      'marketing',
      'finance',
      'social-work',
      'public-sector',
      'science',
      'hospitality',
      'logistics',
    ])
      expect(fields, field).toContain(field);
  });

  it('labels every ad: title, company, field, hard skills with variants, boilerplate, and the ad itself', () => {
    for (const ad of ads) {
      expect(ad.title, ad.file).not.toBe('');
      expect(ad.company, ad.file).not.toBe('');
      expect(ad.field, ad.file).toMatch(/^[a-z-]+$/);
      expect(ad.hard.length, ad.file).toBeGreaterThanOrEqual(6);
      expect(ad.boilerplate.length, ad.file).toBeGreaterThanOrEqual(3);
      expect(ad.text.split(/\s+/).length, ad.file).toBeGreaterThan(120);
      const variants = ad.hard.flatMap((term) => term.variants.map((v) => v.toLowerCase()));
      for (const term of ad.hard) expect(term.variants[0], ad.file).toBe(term.name);
      // A term cannot be both a skill to find and boilerplate to leave out.
      for (const b of ad.boilerplate) expect(variants, `${ad.file}: ${b}`).not.toContain(b.toLowerCase());
      // Every term is labelled from the ad's own text: at least one variant is written in it.
      for (const term of ad.hard)
        expect(
          term.variants.some((v) => ad.text.toLowerCase().includes(v.toLowerCase())),
          `${ad.file}: ${term.name}`,
        ).toBe(true);
    }
  });

  it('reads the older header unchanged: no variants, no boilerplate', () => {
    expect(oldAds.length).toBeGreaterThanOrEqual(30);
    for (const ad of oldAds) {
      expect(ad.boilerplate).toEqual([]);
      expect(ad.hard.every((term) => term.variants.length === 1)).toBe(true);
    }
  });

  it('has resumes from at least three fields, parsed by the app schema, and pairs that name them', () => {
    const names = resumeNames();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      const resume = readResume(name);
      expect(resume.experience.length, name).toBeGreaterThan(0);
      expect(
        resume.experience.every((job) => job.description.includes('<li>')),
        name,
      ).toBe(true);
    }
    expect(pairs.match.length).toBeGreaterThanOrEqual(3);
    for (const pair of pairs.match) {
      expect(names).toContain(pair.resume);
      expect(pair.own.length).toBeGreaterThan(0);
      expect(pair.other.length).toBeGreaterThan(0);
      for (const file of [...pair.own, ...pair.other])
        expect(readAd(file).text.length, file).toBeGreaterThan(0);
    }
  });

  it('has at least four letter pairs, one without a company and one from another field', () => {
    expect(pairs.letters.length).toBeGreaterThanOrEqual(4);
    expect(pairs.letters.some((pair) => pair.company === '')).toBe(true);
    expect(pairs.letters.some((pair) => pair.other_field)).toBe(true);
    for (const pair of pairs.letters) {
      expect(resumeNames()).toContain(pair.resume);
      // The employer the letter must name is written in the ad.
      expect(readAd(pair.ad).text, pair.id).toContain(pair.employer);
      expect(pair.degree.length).toBeGreaterThan(0);
      const resume = readResume(pair.resume);
      expect(resume.education.map((school) => school.field)).toContain(pair.field[0]);
    }
  });

  it('has at least 12 unseen writer notes, each a valid request, with the tool names they mention', () => {
    expect(notes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(notes.map((c) => c.id)).size).toBe(notes.length);
    for (const c of notes) {
      generateBulletsRequestSchema.parse({ job_title: c.job_title, draft_bullets: [c.notes] });
      expect(c.bullets.length, c.id).toBeGreaterThanOrEqual(2);
      for (const bullet of c.bullets) {
        expect(bullet.verbs.length, c.id).toBeGreaterThan(0);
        expect(bullet.has.length, c.id).toBeGreaterThan(0);
      }
      for (const tool of c.tools) expect(c.notes.toLowerCase(), c.id).toContain(tool.toLowerCase());
    }
    expect(notes.reduce((n, c) => n + c.tools.length, 0)).toBeGreaterThanOrEqual(12);
  });

  it('scores every set (the harness runs; its figures are recorded, not asserted here)', () => {
    const report = scoreQuality();
    expect(report.working.ads + report.heldOut.ads).toBe(ads.length);
    for (const figures of [report.working, report.heldOut, report.tuned]) {
      expect(figures.recall).toBeGreaterThanOrEqual(0);
      expect(figures.recall).toBeLessThanOrEqual(1);
      expect(figures.precision).toBeGreaterThanOrEqual(0);
      expect(figures.precision).toBeLessThanOrEqual(1);
    }
    expect(report.gaps.map((g) => g.resume)).toEqual(pairs.match.map((p) => p.resume));
    expect(report.writer.notes).toBe(notes.length);
    expect(report.letters.perPair).toHaveLength(pairs.letters.length);
    expect(report.letters.perPair.every((p) => p.paragraphs.length > 0)).toBe(true);
    // The sets that were unseen once (2026-11-27, 2026-11-27b, 2026-11-27c) and the unseen set (2026-11-27d) are
    // scored in their own blocks.
    expect(report.formerUnseen.map((set) => set.name)).toEqual(['2026-11-27', '2026-11-27b', '2026-11-27c']);
    expect(report.unseen.name).toBe('2026-11-27d');
    for (const { figures } of [...report.formerUnseen, report.unseen]) {
      expect(figures.ads.ads).toBe(12);
      expect(figures.writer.notes).toBe(12);
      expect(figures.letters.pairs).toBe(4);
      expect(figures.gaps).toHaveLength(3);
    }
  });
});
