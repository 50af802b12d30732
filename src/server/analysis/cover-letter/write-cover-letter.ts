import type { GenerateCoverLetterInput } from '../../../domain/cover-letter-generation-api';
import { escapeRegExp } from '../../../domain/escape-reg-exp';
import { type GroundingSource, groundingProblems } from '../grounding';
import { type AdFit, adFit, adTermsIn, letterResume } from './ad-fit';
import { employerFromAd } from './employer-from-ad';
import { type Budget, fillParagraph, letterBudgets } from './fill-paragraph';
import { type Achievement, type JobFacts, type LetterFacts, letterFacts } from './letter-facts';
import { letterSource } from './letter-grounding';
import { joinList, pick, rotate, rotateAll, type Slots, withArticle } from './phrase-slots';
import { skillInSentence } from './skill-case';
import { TONE_PHRASES, type TonePhrases } from './tone-phrases';

/**
 * The built-in cover-letter writer (issue 15, ADR 0044): an opening that names the role and the company, two
 * or three body paragraphs that quote the resume's own achievements, those that show what the ad asks for
 * first (found by the job-match engine), and a closing. The letter's own words come from the tone's phrases
 * and hold no name or figure; every sentence is checked against the resume before it is used, so nothing
 * the resume does not say (an employer, a school, a degree, a number) can appear.
 */

interface Writer {
  phrases: TonePhrases;
  /** Every sentence the letter holds so far: none is said twice. */
  used: Set<string>;
  variant: number;
  slots: Slots;
  fit: AdFit;
  isGrounded: (sentence: string) => boolean;
}

/** How well an achievement shows what the ad asks for: its ad terms, hard ones most, and a figure. */
function relevance(achievement: Achievement, fit: AdFit): number {
  const terms = adTermsIn(achievement.text, fit).length;
  return terms * 3 + (/\d/.test(achievement.text) ? 1 : 0) + (achievement.clause ? 1 : 0);
}

/** Only achievements that read as a first-person clause are said: a bullet is never pasted as typed. */
function ranked(achievements: Achievement[], fit: AdFit): Achievement[] {
  return achievements
    .filter((achievement) => achievement.clause)
    .map((achievement, order) => ({ achievement, order, score: relevance(achievement, fit) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.achievement);
}

function who(job: JobFacts): string {
  if (job.title && job.company) return `${withArticle(job.title)} at ${job.company}`;
  return job.title ? withArticle(job.title) : '';
}

function intro(job: JobFacts): string {
  if (job.title) return `As ${who(job)}`;
  if (job.company) return `At ${job.company}`;
  return job.isCurrent ? 'In my current role' : 'In a previous role';
}

/** Sentences about one achievement: the job's lead-in for the first, a tie to the ad or a connector after. */
function achievementSentence(w: Writer, job: JobFacts, achievement: Achievement, position: number): string {
  const { phrases, variant, slots } = w;
  if (!achievement.clause) return '';
  const clause = achievement.clause.text;
  if (position === 0) return pick(phrases.jobLead, { intro: intro(job), clause }, variant) ?? '';
  const wording = adTermsIn(achievement.text, w.fit)[0]?.wording;
  const term = wording ? skillInSentence(wording) : undefined;
  const tie = term ? pick(phrases.tie, { ...slots, term, clause }, variant, position) : undefined;
  return tie ?? pick(phrases.also, { clause }, variant, position) ?? '';
}

function jobParagraph(w: Writer, job: JobFacts, budget: Budget, fillers: string[], index: number): string {
  const order = rotate(ranked(job.achievements, w.fit), w.variant);
  const sentences = order.map((achievement, i) => achievementSentence(w, job, achievement, i));
  const [first = '', ...rest] = sentences.filter(w.isGrounded);
  // Salted by the paragraph, so two job paragraphs close differently.
  const close = pick(w.phrases.jobClose, w.slots, w.variant, index);
  return fillParagraph([first], [...rest, ...(close ? [close] : []), ...fillers], budget, { used: w.used });
}

/** 'Bachelor of Science in Nursing' with the field 'Nursing' is named once, not '... in Nursing in Nursing'. */
function degreeName(degree: string, field: string): string {
  if (!field) return degree;
  const has = (text: string, part: string) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(part)}($|[^\\p{L}])`, 'iu').test(text);
  if (has(degree, field)) return degree;
  return degree ? `${degree} in ${field}` : field;
}

function schoolSentence(facts: LetterFacts): string | undefined {
  const school = facts.schools[0];
  if (!school) return undefined;
  const degree = school.degree ? degreeName(school.degree, school.field) : '';
  if (school.isOngoing) {
    if (degree && school.institution)
      return `I am currently studying for ${withArticle(degree)} at ${school.institution}.`;
    return degree
      ? `I am currently studying for ${withArticle(degree)}.`
      : `I am currently studying at ${school.institution}.`;
  }
  if (degree && school.institution) return `I hold ${withArticle(degree)} from ${school.institution}.`;
  return degree ? `I hold ${withArticle(degree)}.` : `I studied at ${school.institution}.`;
}

/** Skills, projects, schools and the jobs without a paragraph of their own. */
function profileSentences(
  w: Writer,
  facts: LetterFacts,
  otherJobs: JobFacts[],
  named: Set<string>,
): string[] {
  const { phrases, variant } = w;
  const fresh = facts.skills.filter((skill) => !named.has(skill.toLowerCase()));
  const skills = (fresh.length >= 3 ? fresh : facts.skills).slice(0, 5).map(skillInSentence);
  const projects = facts.projects.map((project, i) =>
    pick(phrases.project, { title: project.title, text: project.text }, variant, i),
  );
  const jobs = otherJobs.map((job, i) => {
    const best = ranked(job.achievements, w.fit).find((a) => a.clause);
    const where = who(job);
    if (best?.clause && where)
      return `${i === 0 ? 'Earlier' : 'Before that'}, as ${where}, I ${best.clause.text}.`;
    return where ? `I have also worked as ${where}.` : undefined;
  });
  const groups: (string | undefined)[][] = [
    [skills.length ? pick(phrases.skills, { list: joinList(skills) }, variant) : undefined],
    rotate(projects, variant),
    jobs,
  ];
  return rotate(groups, variant)
    .flat()
    .filter((s): s is string => Boolean(s));
}

/** What the ad values that the resume shows in soft skills, and what it asks that the person would learn. */
function adSentences(w: Writer): string[] {
  const { phrases, variant, fit } = w;
  const soft = fit.soft.slice(0, 3).map(skillInSentence);
  const learn = fit.toLearn.slice(0, 3);
  return [
    soft.length ? pick(phrases.soft, { list: joinList(soft) }, variant) : undefined,
    learn.length ? pick(phrases.toLearn, { list: joinList(learn) }, variant) : undefined,
  ].filter((s): s is string => Boolean(s));
}

function openingParagraph(w: Writer, facts: LetterFacts, budget: Budget): string {
  const { phrases, variant, slots, fit } = w;
  const form = slots.role ? (slots.company ? 'both' : 'roleOnly') : slots.company ? 'companyOnly' : 'neither';
  const apply = pick(phrases.apply[form], slots, variant) ?? '';
  const latest = facts.jobs.find((job) => job.isCurrent) ?? facts.jobs[0];
  const school = facts.jobs.length === 0 ? schoolSentence(facts) : undefined;
  const whoText = latest ? who(latest) : '';
  const whoSentence = whoText
    ? pick(latest?.isCurrent ? phrases.whoCurrent : phrases.whoPast, { who: whoText }, variant)
    : (school ?? (facts.targetTitle ? `I am ${withArticle(facts.targetTitle)}.` : undefined));
  const skills = fit.hardSkills.slice(0, 3).map(skillInSentence);
  const match = skills.length
    ? pick(skills.length > 1 ? phrases.matchMany : phrases.matchOne, { list: joinList(skills) }, variant)
    : undefined;
  const lead = fit.otherField ? fieldChangeSentences(w, facts, whoText) : [whoSentence, match];
  const others = [...lead, ...rotateAll(phrases.openingFillers, slots, variant)];
  return fillParagraph(
    [apply],
    others.filter((s): s is string => Boolean(s) && w.isGrounded(s as string)),
    budget,
    { used: w.used },
  );
}

/** Skills named once each: 'assessments' goes when 'patient assessment' is there too. */
function distinctSkills(skills: string[]): string[] {
  const stem = (skill: string) => skill.toLowerCase().replace(/s\b/g, '');
  const stems = [...new Set(skills.map(stem))];
  const kept = new Set<string>();
  return skills.filter((skill) => {
    const own = stem(skill);
    const wider = stems.some((other) => other !== own && ` ${other} `.includes(` ${own} `));
    if (wider || kept.has(own)) return false;
    kept.add(own);
    return true;
  });
}

/**
 * A resume from another field (issue 31): say so plainly, then name what carries over. What carries over is
 * what the ad asks for and the resume shows (the match engine's finds, hard and soft); only when there is
 * none, the resume's own skills. Never the ad's skills the resume lacks.
 */
function fieldChangeSentences(w: Writer, facts: LetterFacts, whoText: string): (string | undefined)[] {
  const { phrases, variant, slots, fit } = w;
  const target = slots.role ? `the ${slots.role} role` : 'this role';
  const background = whoText ? `as ${whoText}` : 'in my work so far';
  const shared = [...fit.hardSkills, ...fit.soft];
  const carried = distinctSkills((shared.length ? shared : facts.skills).map(skillInSentence)).slice(0, 4);
  return [
    pick(phrases.fieldChange, { target, background }, variant),
    carried.length ? pick(phrases.transferable, { list: joinList(carried) }, variant) : undefined,
  ];
}

function closingParagraph(w: Writer, budget: Budget): string {
  const { phrases, variant, slots } = w;
  const thanks = pick(phrases.thanks, slots, variant) ?? '';
  const discuss = pick(phrases.discuss, slots, variant);
  const others = [...(discuss ? [discuss] : []), ...rotateAll(phrases.closingFillers, slots, variant)];
  // A closing of at most three sentences (issue 31): thanks, an invitation, one more at most.
  return fillParagraph([thanks], others.filter(w.isGrounded), budget, { maxSentences: 3, used: w.used });
}

export function writeCoverLetter(input: GenerateCoverLetterInput, now: Date = new Date()): string[] {
  const facts = letterFacts(input.resume, now);
  const fit = adFit(letterResume(input.resume), input.jobDescription, input.jobTitle);
  const source: GroundingSource = letterSource(input, fit.role);
  // With no company given, the employer the ad names for itself; with none there either, no name at all.
  const company = input.company || employerFromAd(input.jobDescription, fit.role);
  const slots: Slots = { role: fit.role, company: company || undefined };
  const w: Writer = {
    phrases: TONE_PHRASES[input.tone],
    used: new Set(),
    variant: input.variant,
    slots,
    fit,
    isGrounded: (sentence) => Boolean(sentence) && groundingProblems(sentence, source).length === 0,
  };

  const richJobs = facts.jobs
    .filter((job) => ranked(job.achievements, fit).length > 0)
    .map((job) => ({
      job,
      score: ranked(job.achievements, fit)
        .slice(0, 2)
        .reduce((s, a) => s + relevance(a, fit), 0),
    }))
    .sort((a, b) => b.score - a.score || a.job.index - b.job.index)
    .map((entry) => entry.job);
  const jobSlots = input.tone === 'concise' ? 1 : 2;
  const ownParagraph = richJobs.slice(0, richJobs.length >= 2 ? jobSlots : richJobs.length);
  const otherJobs = facts.jobs.filter((job) => !ownParagraph.includes(job));
  const bodies: 2 | 3 = ownParagraph.length === 2 ? 3 : 2;
  const budgets = letterBudgets(input.tone, bodies);

  // Fillers are split between the bodies, so no two paragraphs can say the same thing in any mix of variants.
  const bodyFillers = (i: number) =>
    rotateAll(
      [...w.phrases.profileFillers, ...w.phrases.motivationFillers].filter((_, k) => k % bodies === i),
      slots,
      input.variant,
    ).filter(w.isGrounded);
  const named = new Set(fit.hardSkills.slice(0, 3).map((s) => s.toLowerCase()));
  const profile = profileSentences(w, facts, otherJobs, named).filter(w.isGrounded);
  // The degree is named once, always (issue 31): required in the profile paragraph, not left to the budget.
  // Without jobs the opening already says where the person studies.
  const school = [facts.jobs.length > 0 ? schoolSentence(facts) : undefined].filter(
    (sentence): sentence is string => Boolean(sentence) && w.isGrounded(sentence as string),
  );
  const ad = adSentences(w).filter(w.isGrounded);

  // In reading order, so a sentence already said is never said again further down.
  const opening = openingParagraph(w, facts, budgets.opening);
  const body: string[] = ownParagraph.map((job, i) => jobParagraph(w, job, budgets.body, bodyFillers(i), i));
  const used = { used: w.used };
  if (ownParagraph.length === 0) {
    // A resume without achievements: what it does say, then why this role.
    body.push(fillParagraph(school, [...profile, ...bodyFillers(0)], budgets.body, used));
    body.push(fillParagraph([], [...ad, ...bodyFillers(1)], budgets.body, used));
  } else {
    body.push(fillParagraph(school, [...profile, ...ad, ...bodyFillers(bodies - 1)], budgets.body, used));
  }
  return [opening, ...body, closingParagraph(w, budgets.closing)];
}
