import { describe, expect, it } from 'vitest';
import { cleanTokens, detokenize, tokenize } from './clean-words';

const clean = (text: string) => detokenize(cleanTokens(tokenize(text), { jobTitle: '' }));

describe('word-level clean-up of a note', () => {
  it('drops a closing bracket or quote whose opening one was dropped', () => {
    expect(clean('ran qc on every batch (approx 200/day) and logged it')).toBe(
      'ran QC on every batch approximately 200 per day and logged it',
    );
    expect(clean('called it "the fix", shipped it')).toBe('called it the fix, shipped it');
  });

  it('writes out the shorthand of trades, security and care', () => {
    expect(clean('did insps on 20 acft')).toBe('did inspections on 20 aircraft');
    expect(clean('fixed 40 vulns and renewed certs')).toBe(
      'fixed 40 vulnerabilities and renewed certifications',
    );
    expect(clean('got prior auths for mri scans')).toBe('got prior authorizations for MRI scans');
  });

  it("keeps the roman 'i' after a part of a standard: it is no pronoun", () => {
    expect(clean('ran phase i trials')).toBe('ran Phase I trials');
    expect(clean('managed title i funds')).toBe('managed Title I funds');
    expect(clean('i ran the trials')).toBe('ran the trials');
  });

  it('writes a rate after a counted noun out, and leaves other slashes', () => {
    expect(clean('closed 40 tickets/wk')).toBe('closed 40 tickets per week');
    expect(clean('worked day/night shifts and/or weekends')).toBe('worked day/night shifts and/or weekends');
  });

  it("writes a magnitude after a sum of money as its prefix is written: mega's 'M', kilo's 'k'", () => {
    expect(clean('managed a $10m book and the $2.1m reno budget')).toContain('$10M book and the $2.1M');
    expect(clean('raised $1.5b, $40mm and $200k')).toBe('raised $1.5B, $40MM and $200k');
    expect(clean('ran a 10m cable')).toBe('ran a 10m cable');
  });

  it("writes a counted noun's shorthand out before its rate", () => {
    expect(clean('treated 14 pts/day')).toBe('treated 14 patients per day');
  });

  it('reads an acronym ending in S after a figure as the plural of the acronym before it', () => {
    expect(clean('raised 300 pos a month')).toBe('raised 300 POs a month');
    expect(clean('rang sales on the pos')).toBe('rang sales on the POS');
  });

  it("reads a lone 'w' between words as 'with', not after a figure or a noun it names", () => {
    expect(clean('borescoped cylinders w low compression')).toBe('borescoped cylinders with low compression');
    expect(clean('isolated hosts w crowdstrike')).toBe('isolated hosts with CrowdStrike');
    expect(clean('fitted 100 w bulbs')).toBe('fitted 100 w bulbs');
    expect(clean('typed type w blood')).toBe('typed type W blood');
  });

  it("reads 'or' after an article as the operating room: it cannot be the conjunction there", () => {
    expect(clean('ran the c-arm in the or')).toBe('ran the C-arm in the OR');
    expect(clean('took calls in the or and er')).toBe('took calls in the OR and ER');
    expect(clean('filed or scanned the charts')).toBe('filed or scanned the charts');
  });

  it("reads 'ph' before a phase's number and a trial as the trial's phase, and leaves the chemist's pH", () => {
    expect(clean('wrote saps for 3 ph 3 oncology trials')).toBe('wrote saps for 3 Phase 3 oncology trials');
    expect(clean('ran a ph ii study')).toBe('ran a Phase II study');
    expect(clean('tested ph 3 times a day')).toBe('tested ph 3 times a day');
  });
});

describe('a product written in lower case, by the lexicon', () => {
  it('gives a capital to a long word no lexicon holds where a tool stands', () => {
    expect(clean('programmed parts in mastercam')).toContain('in Mastercam');
    expect(clean('scheduled crews using workwave software')).toContain('using Workwave software');
  });

  it("gives one after 'with' or 'from' where it ends the phrase: a tool's name or a person's takes a capital", () => {
    expect(clean('ran lqa with xbench before every release')).toContain('with Xbench before');
    expect(clean('worked with mastercam')).toContain('with Mastercam');
  });

  it("gives none to the bare object of 'run': work is run too, written as one word the lexicon lacks", () => {
    expect(clean('ran bloodwork on the idexx machines')).toBe('ran bloodwork on the IDEXX machines');
  });

  it('leaves English words, their plurals and words away from a tool alone', () => {
    expect(clean('tracked hours in spreadsheets')).toContain('in spreadsheets');
    // Before a noun, after 'with', a word the lexicon lacks is a modifier, often clipped ('fluoro').
    expect(clean('assisted with fluoro studies')).toContain('with fluoro studies');
    expect(clean('mastercam parts were checked')).not.toContain('Mastercam parts');
    // A method after 'through', and a word English made with its own endings, are no product.
    expect(clean('grew them through upsells')).toContain('through upsells');
    expect(clean('tracked it in rebaselining software')).toContain('in rebaselining');
  });
});

describe('a maker before its machine, and a system a move goes to', () => {
  it('gives a capital to a word no lexicon holds before a machine: the maker', () => {
    expect(clean('set up and run haas mills and a mazak lathe on 2nd shift')).toBe(
      'set up and run Haas mills and a Mazak lathe on 2nd shift',
    );
    expect(clean('ran okuma machines')).toBe('ran Okuma machines');
    expect(clean('ran hurco and fadal mills')).toBe('ran Hurco and Fadal mills');
  });

  it('leaves English words, kinds of machine in initials and clipped words before a machine', () => {
    expect(clean('ran the cnc mills and the paper mills')).toBe('ran the CNC mills and the paper mills');
    expect(clean('ran the steel presses')).toBe('ran the steel presses');
    expect(clean('ran the pakaging machines')).toBe('ran the pakaging machines');
  });

  it("reads 'to' after a verb that moves work into a system as the system's place", () => {
    expect(clean('publish scorm packages to cornerstone')).toBe('publish SCORM packages to Cornerstone');
    expect(clean('talked to cornerstone clients')).toBe('talked to cornerstone clients');
    expect(clean('published the guide, then sent it to cornerstone')).toBe(
      'published the guide, then sent it to cornerstone',
    );
  });
});

describe('an acronym before a compound that names a tool', () => {
  it("reads a short token no English word is as an acronym where it opens a tool's compound", () => {
    expect(clean('built vrt seeding scripts')).toBe('built VRT seeding scripts');
    expect(clean('wrote the ost takeoff reports')).toBe('wrote the OST takeoff reports');
  });

  it('leaves English words and words across a phrase alone', () => {
    expect(clean('built new seeding scripts')).toBe('built new seeding scripts');
    expect(clean('sorted the vrt, then scripts')).toBe('sorted the vrt, then scripts');
    expect(clean('set up sitework cost codes')).toBe('set up sitework cost codes');
  });
});

describe('a product named by an English word', () => {
  it("writes it as its maker does where it stands as a tool's and closes the phrase", () => {
    expect(clean('build elearning in storyline and rise for 9,000 store associates')).toBe(
      'build elearning in Storyline and Rise for 9,000 store associates',
    );
    expect(clean('keep the termbase clean in phrase')).toBe('keep the termbase clean in Phrase');
    expect(clean('ran synchro for 12 intersections')).toBe('ran Synchro for 12 intersections');
  });

  it("leaves it in prose: a noun's complement, a compound, a phrase no tool's word opened", () => {
    expect(clean('played in phrase with the band')).toBe('played in phrase with the band');
    expect(clean('worked in storyline development')).toBe('worked in storyline development');
    expect(clean('spoke in phrase after phrase, wrote in rise and fall')).toBe(
      'spoke in phrase after phrase, wrote in rise and fall',
    );
    expect(clean('drove a rise in sales and a rise for the team')).toBe(
      'drove a rise in sales and a rise for the team',
    );
    expect(clean('ran the synchro for 12 intersections')).toBe('ran the synchro for 12 intersections');
  });
});
