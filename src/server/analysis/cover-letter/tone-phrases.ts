import type { CoverLetterTone } from '../../../domain/cover-letter-generation-api';

/**
 * The letter's own words, by tone: everything that is not the resume's. None of them holds a name or a figure
 * (the grounding check would reject it), and every slot is filled from the resume or the request: {role},
 * {company} (the ad's own name for its employer when none is given; a phrase with a slot nobody can fill is
 * not used), {term}, {clause}, {intro}, {list}, {target}, {background}.
 */

export interface TonePhrases {
  apply: { both: string[]; roleOnly: string[]; companyOnly: string[]; neither: string[] };
  /** {who} is 'a Senior Engineer at Northwind'. */
  whoCurrent: string[];
  whoPast: string[];
  matchMany: string[];
  matchOne: string[];
  /**
   * A resume from another field (issue 31): said plainly, with what carries over. {target} is 'the Nurse
   * role' or 'this role'; {background} is 'as a Paralegal at Acme' or 'in my work so far'.
   */
  fieldChange: string[];
  /** The skills that carry over to another field, {list} from the resume. */
  transferable: string[];
  /** After the job's introduction ('As a Cook at Vento'), the first achievement. */
  jobLead: string[];
  /** An achievement that shows a term the ad asks for. */
  tie: string[];
  /** Any further achievement. */
  also: string[];
  jobClose: string[];
  skills: string[];
  project: string[];
  soft: string[];
  toLearn: string[];
  thanks: string[];
  discuss: string[];
  openingFillers: string[];
  profileFillers: string[];
  motivationFillers: string[];
  closingFillers: string[];
}

/** Sentences of no tone in particular, shared by the three when a thin resume needs them. */
const PROFILE_FILLERS = [
  'I take care to understand what a task is for before I start it, so the result serves the people who rely on it.',
  'I keep clear notes, follow through on what I promise and tell people early when something needs their attention.',
  'I learn new tools and routines quickly, and I ask questions until I understand how the work fits together.',
  'Colleagues can count on me to stay calm when the pace picks up and to keep the quality of my work steady.',
  'I am comfortable working on my own and just as comfortable sharing the load with a team.',
  'Feedback helps me improve, and I act on it rather than defend my first attempt.',
  'I like to leave every task, shift or project in better order than I found it.',
  'When something goes wrong, I look for the cause and fix it so that it does not happen again.',
];
const MOTIVATION_FILLERS = [
  'What draws me to {company} is the chance to do work that matters to the people it serves.',
  'I have read the description of the {role} role closely, and it matches the kind of work I want to grow in.',
  'I would approach the first months in the role by listening, learning how the team works and taking on real tasks early.',
  'I want to join a place where good work is noticed and where I can keep raising my own standards.',
  'I believe the combination of willingness to learn and care for detail is a good start in any team.',
  'I am ready to put in the effort that a new role needs and to keep improving once I have found my feet.',
  'I am at my best when I can see how my work helps the people around me, and this role offers exactly that.',
  'I would be proud to represent your team and to earn the trust of the people I work with.',
];
const CLOSING_FILLERS = [
  'I would be glad to provide any further information you need.',
  'I am happy to adjust to the schedule that suits your team best.',
  'I look forward to the possibility of contributing to your team.',
  'I can start the conversation whenever it suits you, by phone, by video or in person.',
];

const FORMAL: TonePhrases = {
  apply: {
    both: [
      'I am writing to apply for the {role} position at {company}.',
      'Please accept my application for the {role} position at {company}.',
    ],
    roleOnly: [
      'I am writing to apply for the {role} position.',
      'Please accept my application for the {role} position.',
    ],
    companyOnly: [
      'I am writing to apply for the open position at {company}.',
      'Please accept my application for the position advertised by {company}.',
    ],
    neither: [
      'I am writing to apply for the position you have advertised.',
      'Please accept my application for the position you have advertised.',
    ],
  },
  whoCurrent: ['I currently work as {who}.', 'In my present role, I work as {who}.'],
  whoPast: ['Most recently, I worked as {who}.', 'My most recent role was as {who}.'],
  matchMany: [
    'Your posting asks for {list}, and my experience covers each of them.',
    'The requirements in your posting, including {list}, match the experience my resume describes.',
  ],
  matchOne: [
    'Your posting asks for {list}, which my experience covers.',
    'Your requirement for {list} matches my experience.',
  ],
  fieldChange: [
    'I come to {target} from another field, and much of what I learned {background} carries over directly to it.',
    'My background is in another field, and the experience I gained {background} carries over directly to {target}.',
  ],
  transferable: ['What carries over most directly is {list}.', 'I would carry over {list} in particular.'],
  jobLead: ['{intro}, I {clause}.', '{intro}, I {clause}.'],
  tie: [
    'Relevant to your need for {term}, I {clause}.',
    'Your posting emphasises {term}, and in that area I {clause}.',
    'With regard to {term}, I {clause}.',
  ],
  also: ['In addition, I {clause}.', 'I also {clause}.', 'Furthermore, I {clause}.'],
  jobClose: [
    'This experience has prepared me well for the {role} role.',
    'I would apply the same discipline to the {role} role.',
  ],
  skills: ['My core skills include {list}.', 'The skills I would bring include {list}.'],
  project: ['A project that shows my approach is {title}: {text}.', 'I would also point to {title}: {text}.'],
  soft: [
    'Your posting also values {list}, and these are qualities I bring to my work.',
    'I also bring the {list} your posting values.',
  ],
  toLearn: ['I am eager to build further experience in {list}, which your posting lists.'],
  thanks: ['Thank you for considering my application.', 'Thank you for your time and consideration.'],
  discuss: [
    'I would welcome the opportunity to discuss how my experience could support the work of {company}.',
    'I would be pleased to discuss in an interview how I could contribute to {company}.',
  ],
  openingFillers: [
    'I believe my background prepares me well for the responsibilities of this role.',
    'I have followed the description of the role closely, and it fits the direction of my career.',
    'I would bring a careful, reliable approach and a commitment to doing the work well.',
    'I am confident that I can meet the standards the position requires and contribute from the outset.',
    'I have set out below the experience and qualities I would bring to the position.',
  ],
  profileFillers: PROFILE_FILLERS,
  motivationFillers: MOTIVATION_FILLERS,
  closingFillers: ['I am available for an interview at your convenience.', ...CLOSING_FILLERS],
};

const WARM: TonePhrases = {
  apply: {
    both: [
      'I was excited to see that {company} is looking for {a role}, and I would love to bring my experience to your team.',
      'When I read that {company} is hiring {a role}, I knew I wanted to apply.',
    ],
    roleOnly: [
      'I was excited to see your opening for {a role}, and I would love to bring my experience to your team.',
      'When I read that you are hiring {a role}, I knew I wanted to apply.',
    ],
    companyOnly: [
      'I was excited to see the opening at {company}, and I would love to bring my experience to your team.',
      'When I read that {company} is hiring, I knew I wanted to apply.',
    ],
    neither: [
      'I was excited to see your opening, and I would love to bring my experience to your team.',
      'When I read your posting, I knew I wanted to apply.',
    ],
  },
  whoCurrent: ['These days I work as {who}, and I enjoy it.', 'Right now I work as {who}.'],
  whoPast: ['Most recently, I worked as {who}.', 'My latest role was as {who}, and I loved the work.'],
  matchMany: [
    'I was glad to see {list} in your posting, because they are at the heart of my work.',
    'Reading your posting, I noticed {list}, which are things I genuinely enjoy doing.',
  ],
  matchOne: [
    'I was glad to see {list} in your posting, because it is at the heart of my work.',
    'Your posting mentions {list}, which I genuinely enjoy.',
  ],
  fieldChange: [
    'I am coming to {target} from another field, and I have found that much of what I learned {background} carries over to it.',
    'My path so far has been in another field, and so much of what I did {background} carries over to {target}.',
  ],
  transferable: ['What I would carry over most is {list}.', 'I would happily carry over {list}.'],
  jobLead: ['{intro}, I {clause}.', '{intro}, I {clause}.'],
  tie: [
    'I know {term} matters to your team, and I {clause}.',
    'Since you mention {term}, I should add that I {clause}.',
    'You asked for {term}, which I enjoy, and I {clause}.',
  ],
  also: ['I also {clause}.', 'Along the way, I {clause}.', 'Another thing I am proud of is that I {clause}.'],
  jobClose: [
    'It is work I enjoy, and I would bring the same energy to {company}.',
    'I would love to bring that same care to the {role} role.',
  ],
  skills: ['The skills I use most are {list}.', 'Day to day, I rely on {list}.'],
  project: [
    'A project I am proud of is {title}: {text}.',
    'Something I enjoyed building is {title}: {text}.',
  ],
  soft: [
    'I was happy to see that you value {list}, because that is how I like to work.',
    'You mention {list}, and my colleagues would tell you that is how I work.',
  ],
  toLearn: ['I would love to grow my experience in {list}, which your posting mentions.'],
  thanks: ['Thank you so much for reading my letter.', 'Thank you for taking the time to read about me.'],
  discuss: [
    'I would love to talk about how I could help {company}, and I look forward to hearing from you.',
    'It would be a pleasure to meet and talk about what I could bring to {company}.',
  ],
  openingFillers: [
    'I care about doing good work with good people, and your posting suggests that is what your team is about.',
    'The role sounds like a wonderful fit for what I do best and what I want to learn next.',
    'I would bring real enthusiasm, a friendly way of working and a habit of finishing what I start.',
    'I would like to tell you a little about myself and why I think we would work well together.',
  ],
  profileFillers: PROFILE_FILLERS,
  motivationFillers: MOTIVATION_FILLERS,
  closingFillers: ['Whenever suits you for a conversation, I will make it work.', ...CLOSING_FILLERS],
};

const CONCISE: TonePhrases = {
  apply: {
    both: [
      'I am applying for the {role} role at {company}.',
      'I would like to apply for the {role} role at {company}.',
    ],
    roleOnly: ['I am applying for the {role} role.', 'I would like to apply for the {role} role.'],
    companyOnly: [
      'I am applying for the open role at {company}.',
      'I would like to apply for the open role at {company}.',
    ],
    neither: [
      'I am applying for the role you advertised.',
      'I would like to apply for the role you advertised.',
    ],
  },
  whoCurrent: ['I work as {who}.', 'I am {who}.'],
  whoPast: ['I most recently worked as {who}.', 'My last role was {who}.'],
  matchMany: [
    'My experience covers {list}, which your posting asks for.',
    'You ask for {list}; my experience covers them.',
  ],
  matchOne: [
    'My experience covers {list}, which your posting asks for.',
    'You ask for {list}; my experience covers it.',
  ],
  fieldChange: [
    'I come from another field, and what I learned {background} carries over to {target}.',
    'My background is in another field, and my experience {background} carries over to {target}.',
  ],
  transferable: ['I would carry over {list}.', 'What carries over is {list}.'],
  jobLead: ['{intro}, I {clause}.', '{intro}, I {clause}.'],
  tie: ['On {term}, I {clause}.', 'For {term}, I {clause}.'],
  also: ['I also {clause}.', 'In addition, I {clause}.', 'Beyond that, I {clause}.'],
  jobClose: [
    'I would bring the same results to {company}.',
    'I would bring the same focus to the {role} role.',
  ],
  skills: ['Key skills: {list}.', 'My main skills are {list}.'],
  project: ['Project: {title}: {text}.', 'One project: {title}: {text}.'],
  soft: ['I also bring the {list} your posting asks for.'],
  toLearn: ['I am keen to build more experience in {list}.'],
  thanks: ['Thank you for your time.', 'Thank you for considering my application.'],
  discuss: [
    'I would welcome a conversation about the role at {company}.',
    'I would be glad to discuss the role at {company}.',
  ],
  openingFillers: [
    'My background fits the role well.',
    'I work carefully and finish what I start.',
    'I would be a reliable addition to the team.',
    'I learn fast and I take ownership of my work.',
    'Here is what I would bring to the role.',
    'I stay calm under pressure and keep my standards high.',
  ],
  profileFillers: PROFILE_FILLERS,
  motivationFillers: MOTIVATION_FILLERS,
  closingFillers: ['I am available for an interview at short notice.', ...CLOSING_FILLERS],
};

export const TONE_PHRASES: Record<CoverLetterTone, TonePhrases> = {
  formal: FORMAL,
  warm: WARM,
  concise: CONCISE,
};
