import type { GenerateCoverLetterInput } from '../../../domain/cover-letter-generation-api';
import { type GroundingSource, groundingProblems } from '../grounding';
import { type AdFit, adFit, adTermsIn } from './ad-fit';
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

function ranked(achievements: Achievement[], fit: AdFit): Achievement[] {
  return achievements
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
  if (!achievement.clause) {
    const where = job.company ? ` at ${job.company}` : '';
    return `${position === 0 ? 'One result' : 'Another result'} from my work${where}: ${achievement.text}.`;
  }
  const clause = achievement.clause.text;
  if (position === 0) return pick(phrases.jobLead, { intro: intro(job), clause }, variant) ?? '';
  const wording = adTermsIn(achievement.text, w.fit)[0]?.wording;
  const term = wording ? skillInSentence(wording) : undefined;
  const tie = term ? pick(phrases.tie, { ...slots, term, clause }, variant, position) : undefined;
  return tie ?? pick(phrases.also, { clause }, variant, position) ?? '';
}

function jobParagraph(w: Writer, job: JobFacts, budget: Budget, fillers: string[]): string {
  const order = rotate(ranked(job.achievements, w.fit), w.variant);
  const sentences = order.map((achievement, i) => achievementSentence(w, job, achievement, i));
  const [first = '', ...rest] = sentences.filter(w.isGrounded);
  const close = pick(w.phrases.jobClose, w.slots, w.variant);
  return fillParagraph([first], [...rest, ...(close ? [close] : []), ...fillers], budget);
}

function schoolSentence(facts: LetterFacts): string | undefined {
  const school = facts.schools[0];
  if (!school) return undefined;
  const degree = [school.degree, school.field].filter(Boolean).join(' in ');
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
    // Without jobs the opening already says where the person studies.
    [facts.jobs.length > 0 ? schoolSentence(facts) : undefined],
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
  const others = [whoSentence, match, ...rotateAll(phrases.openingFillers, slots, variant)];
  return fillParagraph(
    [apply],
    others.filter((s): s is string => Boolean(s) && w.isGrounded(s as string)),
    budget,
  );
}

function closingParagraph(w: Writer, budget: Budget): string {
  const { phrases, variant, slots } = w;
  const thanks = pick(phrases.thanks, slots, variant) ?? '';
  const discuss = pick(phrases.discuss, slots, variant);
  const others = [...(discuss ? [discuss] : []), ...rotateAll(phrases.closingFillers, slots, variant)];
  return fillParagraph([thanks], others.filter(w.isGrounded), budget);
}

export function writeCoverLetter(input: GenerateCoverLetterInput, now: Date = new Date()): string[] {
  const facts = letterFacts(input.resume, now);
  const fit = adFit(input.resume, input.jobDescription, input.jobTitle);
  const source: GroundingSource = letterSource(input, fit.role);
  const slots: Slots = { role: fit.role, company: input.company };
  const w: Writer = {
    phrases: TONE_PHRASES[input.tone],
    variant: input.variant,
    slots,
    fit,
    isGrounded: (sentence) => Boolean(sentence) && groundingProblems(sentence, source).length === 0,
  };

  const richJobs = facts.jobs
    .filter((job) => job.achievements.length > 0)
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
  const ad = adSentences(w).filter(w.isGrounded);

  const body: string[] = ownParagraph.map((job, i) => jobParagraph(w, job, budgets.body, bodyFillers(i)));
  if (ownParagraph.length === 0) {
    // A resume without achievements: what it does say, then why this role.
    body.push(fillParagraph([], [...profile, ...bodyFillers(0)], budgets.body));
    body.push(fillParagraph([], [...ad, ...bodyFillers(1)], budgets.body));
  } else {
    body.push(fillParagraph([], [...profile, ...ad, ...bodyFillers(bodies - 1)], budgets.body));
  }
  return [openingParagraph(w, facts, budgets.opening), ...body, closingParagraph(w, budgets.closing)];
}
