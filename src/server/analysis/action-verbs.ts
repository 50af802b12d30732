import { COMMON_VERBS } from './data/common-verbs';
import { HYPHENATED_VERBS } from './data/workplace-shorthand';
import { isInLexicon } from './language/english';
import { isFormOf, modelVerbBase } from './model-verbs';
import { strongPasts } from './strong-pasts';

/**
 * Action verbs the bullet writer knows, with their past forms, so a bullet can start in the right tense: the
 * base form for a current role ('Lead a team'), the past form otherwise ('Led a team').
 */

const IRREGULAR: Record<string, string> = {
  build: 'built',
  lead: 'led',
  run: 'ran',
  teach: 'taught',
  write: 'wrote',
  make: 'made',
  sell: 'sold',
  drive: 'drove',
  win: 'won',
  grow: 'grew',
  take: 'took',
  give: 'gave',
  keep: 'kept',
  set: 'set',
  cut: 'cut',
  hold: 'held',
  speak: 'spoke',
  draw: 'drew',
  do: 'did',
  oversee: 'oversaw',
  undertake: 'undertook',
  bring: 'brought',
  buy: 'bought',
  find: 'found',
  meet: 'met',
  send: 'sent',
  spend: 'spent',
  shape: 'shaped',
  put: 'put',
  debug: 'debugged',
  program: 'programmed',
  pay: 'paid',
  troubleshoot: 'troubleshot',
  upsell: 'upsold',
  'cross-sell': 'cross-sold',
  read: 'read',
  feed: 'fed',
  hit: 'hit',
  beat: 'beat',
  reset: 'reset',
  lay: 'laid',
  show: 'showed',
  get: 'got',
  go: 'went',
  come: 'came',
  deal: 'dealt',
  babysit: 'babysat',
  sit: 'sat',
  see: 'saw',
  tell: 'told',
  understand: 'understood',
  'cold-call': 'cold-called',
  tear: 'tore',
  throw: 'threw',
  swim: 'swam',
  dive: 'dove',
  fly: 'flew',
  sing: 'sang',
  dig: 'dug',
  hang: 'hung',
  shoot: 'shot',
  sweep: 'swept',
  spin: 'spun',
  stand: 'stood',
  stick: 'stuck',
  strike: 'struck',
  swing: 'swung',
  ride: 'rode',
  bind: 'bound',
  bend: 'bent',
  lend: 'lent',
  catch: 'caught',
  choose: 'chose',
  fight: 'fought',
  grind: 'ground',
  split: 'split',
  spread: 'spread',
  broadcast: 'broadcast',
  cast: 'cast',
  bid: 'bid',
  withdraw: 'withdrew',
  forecast: 'forecast',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  learn: 'learned',
  stop: 'stopped',
  plug: 'plugged',
  scrub: 'scrubbed',
  ship: 'shipped',
  log: 'logged',
  chat: 'chatted',
  flip: 'flipped',
  clip: 'clipped',
  strip: 'stripped',
  whip: 'whipped',
  wrap: 'wrapped',
  mop: 'mopped',
  chop: 'chopped',
  prep: 'prepped',
  ban: 'banned',
  dab: 'dabbed',
  embed: 'embedded',
  rig: 'rigged',
  bag: 'bagged',
  tag: 'tagged',
  swap: 'swapped',
  vet: 'vetted',
  refer: 'referred',
  confer: 'conferred',
  transfer: 'transferred',
  patrol: 'patrolled',
  control: 'controlled',
  equip: 'equipped',
  wear: 'wore',
};

/** Strong verbs in base form. The list is what the writer recognises as an existing first verb. */
const STRONG = [
  'accelerate',
  'achieve',
  'administer',
  'advise',
  'analyze',
  'answer',
  'architect',
  'arrange',
  'assemble',
  'assess',
  'assist',
  'audit',
  'automate',
  'balance',
  'book',
  'boost',
  'budget',
  'build',
  'calculate',
  'care',
  'champion',
  'clean',
  'close',
  'coach',
  'collaborate',
  'compile',
  'complete',
  'conduct',
  'configure',
  'consolidate',
  'construct',
  'consult',
  'contribute',
  'cook',
  'coordinate',
  'create',
  'cut',
  'debug',
  'decrease',
  'define',
  'deliver',
  'deploy',
  'design',
  'develop',
  'diagnose',
  'direct',
  'document',
  'draft',
  'drive',
  'edit',
  'educate',
  'eliminate',
  'enable',
  'engineer',
  'enhance',
  'ensure',
  'establish',
  'evaluate',
  'execute',
  'expand',
  'facilitate',
  'file',
  'fix',
  'forecast',
  'generate',
  'grow',
  'guide',
  'handle',
  'hire',
  'identify',
  'implement',
  'improve',
  'increase',
  'inspect',
  'install',
  'instruct',
  'integrate',
  'interview',
  'introduce',
  'investigate',
  'launch',
  'lead',
  'load',
  'maintain',
  'manage',
  'mentor',
  'migrate',
  'modernize',
  'monitor',
  'negotiate',
  'onboard',
  'operate',
  'optimize',
  'orchestrate',
  'organize',
  'oversee',
  'pack',
  'partner',
  'perform',
  'pick',
  'pioneer',
  'plan',
  'prepare',
  'present',
  'prioritize',
  'process',
  'produce',
  'program',
  'promote',
  'prospect',
  'provide',
  'publish',
  'recruit',
  'redesign',
  'reduce',
  'refactor',
  'repair',
  'replace',
  'report',
  'research',
  'resolve',
  'restructure',
  'review',
  'revamp',
  'run',
  'schedule',
  'scale',
  'secure',
  'sell',
  'serve',
  'ship',
  'simplify',
  'solve',
  'source',
  'spearhead',
  'standardize',
  'streamline',
  'strengthen',
  'supervise',
  'support',
  'teach',
  'test',
  'track',
  'train',
  'transform',
  'translate',
  'treat',
  'troubleshoot',
  'update',
  'upgrade',
  'validate',
  'verify',
  'win',
  'write',
  'welcome',
  'greet',
  'stock',
  'ship',
  'dispatch',
  'deliver',
  'wire',
  'weld',
  'drive',
  'draw',
  'shape',
  'model',
  'prototype',
  'illustrate',
  'photograph',
  'curate',
  'counsel',
  'assess',
  'administer',
  'reconcile',
  'prepare',
  'bill',
  'invoice',
  'purchase',
  'buy',
  'order',
  'receive',
  'merchandise',
  'display',
  'handle',
  'answer',
  'process',
  'coordinate',
  'take',
  'keep',
  'set',
  'hold',
  'speak',
  'bring',
  'find',
  'meet',
  'send',
  'give',
  'make',
  'do',
  'put',
  'overhaul',
  'rebuild',
  'lower',
  'raise',
  'save',
  'serve',
  'grade',
  'tutor',
  'plan',
  'survey',
  'measure',
  'install',
  'maintain',
  'restock',
  'upsell',
  'cross-sell',
  'mow',
  'trim',
  'plant',
  'patrol',
  'frame',
  'sterilize',
  'restrain',
  'count',
  'screen',
  'escalate',
  'fill',
  'dispense',
  'unload',
  'carry',
  'open',
  'color',
  'style',
  'read',
  'follow',
  'connect',
  'start',
  'mix',
  'wait',
  'reset',
  'post',
  'record',
  'remind',
  'check',
  'prep',
  'chart',
  'watch',
  'help',
  'work',
  'deal',
  'look',
  'talk',
  'get',
  'go',
  'come',
  'figure',
  'reach',
  'pass',
  'babysit',
  'hit',
  'beat',
  'move',
  'clear',
  'unclog',
  'enroll',
  'call',
  'cold-call',
  'refer',
  'link',
  'transport',
  'haul',
  'lift',
  'stack',
  'sort',
  'scan',
  'wrap',
  'bake',
  'fry',
  'grill',
  'chop',
  'wash',
  'sweep',
  'mop',
  'vacuum',
  'sanitize',
  'disinfect',
  'feed',
  'bathe',
  'groom',
  'polish',
  'paint',
  'sand',
  'drill',
  'measure',
  'solder',
  'mount',
  'tow',
  'explain',
  'demonstrate',
  'collect',
  'deposit',
  'enter',
  'type',
  'print',
  'mail',
  'rotate',
  'price',
  'cater',
  'decorate',
  'attend',
  'participate',
  'proofread',
  'interpret',
  'transcribe',
  'sketch',
  'film',
  'own',
  'respond',
  'route',
  'assign',
  'navigate',
  'service',
  'calibrate',
  'fabricate',
  'pour',
  'finish',
  'prune',
  'water',
  'irrigate',
  'harvest',
  'guard',
  'protect',
  'escort',
  'triage',
  'observe',
  'comfort',
  'reposition',
  'transfer',
  'confer',
  'craft',
  'show',
  'use',
  'assume',
  'earn',
  'obtain',
  'retain',
  'recommend',
  'exceed',
  'reach',
  'sustain',
  'address',
  'field',
  'provision',
  'equip',
  'place',
  'insert',
  'capture',
  'flag',
  'staff',
  'man',
  'carry',
  'speed',
  'tutor',
  'sign',
  'prompt',
  'communicate',
  'discuss',
  'correct',
  'port',
  'clean',
  'greet',
  'seat',
  'host',
  'pick',
  'pack',
  'load',
  'draw',
  'grade',
  'search',
  'distribute',
  'sell',
  'see',
  'tell',
  'bus',
  'wear',
  'remove',
  'apply',
  'comply',
  'edit',
  'check',
  'close',
  'upload',
  'email',
];

/** Weak openers and the stronger verb that replaces them. */
export const WEAK_VERB_REPLACEMENTS: Record<string, string> = {
  do: 'complete',
  make: 'create',
  handle: 'manage',
  work: 'contribute',
  use: 'apply',
  utilize: 'apply',
  get: 'secure',
  go: 'attend',
  try: 'pursue',
  participate: 'contribute',
  take: 'lead',
  deal: 'resolve',
  look: 'review',
};

/** A stronger synonym for 'more impact' rewrites. */
export const IMPACT_UPGRADES: Record<string, string> = {
  manage: 'lead',
  support: 'drive',
  help: 'drive',
  assist: 'drive',
  create: 'build',
  make: 'build',
  improve: 'transform',
  work: 'deliver',
  handle: 'own',
  do: 'deliver',
  complete: 'deliver',
  provide: 'deliver',
  maintain: 'strengthen',
  participate: 'drive',
  contribute: 'drive',
  prepare: 'produce',
  organize: 'orchestrate',
  change: 'transform',
  update: 'modernize',
  reduce: 'cut',
  increase: 'boost',
  run: 'lead',
  conduct: 'lead',
  perform: 'execute',
  assemble: 'build',
  answer: 'resolve',
  coordinate: 'orchestrate',
  develop: 'build',
  train: 'coach',
};

const BASES = new Set([
  ...STRONG,
  ...COMMON_VERBS,
  ...Object.keys(WEAK_VERB_REPLACEMENTS),
  ...Object.keys(IMPACT_UPGRADES),
  ...HYPHENATED_VERBS,
  'own',
]);

/** A verb of two words ('cite-check', 'co-lead') takes its forms from its last word: 'co-led', 'co-leading'. */
function onLastWord(base: string, form: (last: string) => string): string | undefined {
  const at = base.lastIndexOf('-');
  return at > 0 ? `${base.slice(0, at + 1)}${form(base.slice(at + 1))}` : undefined;
}

/** The past by the spelling rules, for the verbs of our tables, whose forms are built once from them. */
function spelledPast(base: string): string {
  const compound = onLastWord(base, pastTense);
  if (compound) return compound;
  const irregular = IRREGULAR[base];
  if (irregular) return irregular;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // A final 'c' keeps its sound before '-ed' with a 'k' ('panicked', 'trafficked', 'mimicked'); 'arced' and
  // 'synced' do not take one, so the model's lexicon decides.
  if (/[aeiou]c$/.test(base) && isFormOf(`${base}ked`, base)) return `${base}ked`;
  // Doubling for one-syllable consonant-vowel-consonant verbs ('plan' -> 'planned', 'ship' -> 'shipped').
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ed`;
  // 'admit' -> 'admitted', 'acquit' -> 'acquitted': a stressed last syllable, which spelling cannot see, doubles;
  // the English model knows only the doubled form of those, only the single one of 'visit' or 'audit', and both
  // of 'label' and 'travel' (left as they were).
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) {
    const doubled = `${base}${base.slice(-1)}ed`;
    if (!isFormOf(`${base}ed`, base) && isFormOf(doubled, base)) return doubled;
  }
  return `${base}ed`;
}

/** A verb of another verb with a prefix takes its irregular past ('underwrite' -> 'underwrote'). */
const IRREGULAR_PREFIX = /^(under|over|with|out|mis|fore|up|re|be)([a-z]{2,})$/;

/**
 * The past of a verb no table knows, as the English model writes it: the past the user wrote in this note when
 * the model reads it as this verb's, then the prefixed irregular past, then a strong verb's past ('breed' ->
 * 'bred', strong-pasts.ts), then the spelled past (which doubles a final consonant where the model knows only
 * that form: 'transmit' -> 'transmitted', not 'visit' -> 'visitted'), whichever the model reads as a form of the
 * verb; else the spelling.
 */
function modelPast(base: string, written?: string): string {
  const own = written?.toLowerCase();
  if (own && own !== base && !/(?:ing|s)$/.test(own) && isFormOf(own, base)) return own;
  const prefixed = IRREGULAR_PREFIX.exec(base);
  const irregular = prefixed && IRREGULAR[prefixed[2] ?? ''];
  const candidates = [...(irregular ? [`${prefixed?.[1]}${irregular}`] : []), ...strongPasts(base)];
  const regular = spelledPast(base);
  const confirmed = [...candidates, regular].find((form) => isFormOf(form, base));
  if (confirmed) return confirmed;
  return headPast(base) ?? (isOwnPast(base) ? base : regular);
}

/**
 * Whether a verb is of the English verbs that are their own past ('shed', 'put', 'rid'): one syllable ending in
 * 't' or 'd' after a short vowel, whose '-ed' forms the model does not know ('shedded', 'putted' is golf's
 * 'putt'). Not 'cost': its own past is the past of 'it cost $40', whose subject is a thing; the person a bullet
 * speaks of costs out a job, and that verb is regular ('costed').
 */
function isOwnPast(base: string): boolean {
  if (!/^(?:qu|[^aeiou])*[aeiou][dt]$/.test(base)) return false;
  return ![`${base}ed`, `${base}${base.slice(-1)}ed`].some((form) => isFormOf(form, base));
}

/**
 * The past of a verb built on another verb ('in' + 'put', 'broad' + 'cast', 'type' + 'set', 'trouble' +
 * 'shoot'), for when the model knows no regular past of it: English inflects such a verb as its last verb
 * ('input', 'broadcast', 'typeset'). The front must be a word of the model's lexicon and the last part a verb
 * whose past is not regular; a past that differs from the base counts only when the model reads it as this
 * verb's form ('troubleshot').
 */
function headPast(base: string): string | undefined {
  for (let at = 2; at <= base.length - 3; at++) {
    const front = base.slice(0, at);
    const head = base.slice(at);
    if (!isInLexicon(front) || !isFormOf(head, head)) continue;
    const past = IRREGULAR[head] ?? (isOwnPast(head) ? head : undefined);
    if (!past || past === `${head}ed` || past === `${head}d`) continue;
    if (past === head || isFormOf(`${front}${past}`, base)) return `${front}${past}`;
  }
  return undefined;
}

/**
 * The past of a verb of our tables: by the spelling rules, unless the model knows no such form and the verb is
 * built on another verb whose past it takes ('input', not 'inputed').
 */
function tablePast(base: string): string {
  const spelled = spelledPast(base);
  if (IRREGULAR[base] || !/[dt]$/.test(base) || isFormOf(spelled, base)) return spelled;
  return headPast(base) ?? spelled;
}

/**
 * The past of `base`; `written`, the form of it the note itself used, is taken for a verb no table knows. Only
 * the request's own words are used, so one user's notes never change another's verbs.
 */
export function pastTense(base: string, written?: string): string {
  if (IRREGULAR[base] || base.includes('-') || !/^[a-z]+$/.test(base)) return spelledPast(base);
  if (BASES.has(base)) return tablePast(base);
  return modelPast(base, written);
}

function thirdPerson(base: string): string {
  const compound = onLastWord(base, thirdPerson);
  if (compound) return compound;
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function gerund(base: string): string {
  const compound = onLastWord(base, gerund);
  if (compound) return compound;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !base.endsWith('ee')) return `${base.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

/** Every inflected form mapped to its base, built once. */
const FORM_TO_BASE = new Map<string, string>();
for (const base of BASES) {
  for (const form of [base, spelledPast(base), thirdPerson(base), gerund(base)]) {
    if (!FORM_TO_BASE.has(form)) FORM_TO_BASE.set(form, base);
  }
}

/** Every form of a verb the writer knows: base, past, third person, gerund. */
export function verbForms(base: string): string[] {
  return [base, pastTense(base), thirdPerson(base), gerund(base)];
}

/** The base of a verb form our tables know ('managed', 'manages', 'managing' -> 'manage'), else undefined. */
export function verbBase(word: string): string | undefined {
  return FORM_TO_BASE.get(word.toLowerCase());
}

/**
 * The writer's reading of a verb: our tables first, then the English model ('laid' -> 'lay', 'fertilized');
 * `next`, the word after it, decides a form that is a noun first ('wound the cable', not 'wound care').
 */
export function noteVerbBase(word: string, next?: string): string | undefined {
  return verbBase(word) ?? modelVerbBase(word, next);
}

/** `base` in the bullet's tense; `written` is the form the note used, kept for a past no rule makes. */
export function inTense(base: string, isCurrent: boolean, written?: string): string {
  return isCurrent ? base : pastTense(base, written);
}
