/**
 * The phrase lexicon of the built-in writer: how people say what they did, and the verb a resume uses for it,
 * chosen by what follows ('gave meds' -> 'administer', 'gave a presentation' -> 'deliver'). A phrase is
 * written in base form; any form of its first word matches ('took care of', 'taking care of'). Rules are tried
 * in order, so a specific rule comes before the general one for the same verb.
 */

export interface PhraseRule {
  phrase: string;
  /** Tested against the words after the phrase (lower case). */
  when?: RegExp;
  /** The replacement, base verb first; '' keeps the phrase's own verb. */
  verb: string;
  /** Rewrites of the words after the phrase ('phones' -> 'incoming calls'). */
  object?: [RegExp, string][];
}

const PEOPLE =
  '(?:the |a |an |\\d+\\+? |[a-z]+ ){0,2}(?:patients?|residents?|clients?|children|child|elderly|seniors?|customers?|guests?|students?|people|infants?|toddlers?|animals?|pets?|adults?|visitors?|families|owners?|members?)\\b';
const EQUIPMENT =
  '(?:the |a |an |[a-z]+ )?(?:forklifts?|pallet jacks?|reach trucks?|cranes?|excavators?|bobcats?|loaders?|machines?|machinery|equipment|registers?|cash registers?|tills?|jackhammers?|mixers?|presses|lathes?|tractors?|mowers?|saws?|lifts?|CNC)\\b';

const re = (source: string) => new RegExp(`^${source}`, 'i');

export const PHRASE_RULES: PhraseRule[] = [
  { phrase: 'take care of', when: re(PEOPLE), verb: 'care for' },
  { phrase: 'take care of', verb: 'manage' },
  { phrase: 'take', when: re('(?:the )?(?:vital signs|blood pressure|temperatures?)'), verb: 'record' },
  { phrase: 'take', when: re('(?:inbound |incoming |customer |phone )*calls'), verb: 'handle' },
  { phrase: 'take', when: re('(?:reservations|bookings)'), verb: 'manage' },
  { phrase: 'take', when: re('(?:payments?|cash)'), verb: 'process' },
  { phrase: 'take', when: re('(?:meeting )?(?:notes|minutes)'), verb: 'record' },
  { phrase: 'take', when: re('(?:inventory|stock)'), verb: 'count' },
  { phrase: 'take', when: re('(?:the )?(?:orders?|x-rays?|photos?|measurements)'), verb: '' },
  { phrase: 'take', verb: 'handle' },
  {
    phrase: 'give',
    when: re(
      '(?:the )?(?:medications?|medicine|vaccines?|vaccinations?|shots?|injections?|insulin|first aid|treatments?)(?! (?:reminders?|schedules?|lists?|records?|logs?|education|information|questions|carts?|rounds))',
    ),
    verb: 'administer',
    // 'flu shots' are vaccines; any other shot is an injection.
    object: [
      [/\b((?:(?:flu|influenza|covid|covid-19|hepatitis [ab]|shingles|tetanus|measles|pneumonia|hpv|rsv|mmr|tdap|travel|booster)(?:,? (?:and|or|&) |, | ))+)shots\b/i, '$1vaccines'],
      [/\bshots\b/i, 'injections'],
      [/\bshot\b/i, 'injection'],
    ],
  },
  { phrase: 'give', when: re('(?:a |the )?(?:presentations?|talks?|demos?|tours?|speeches|training|lessons?|classes)'), verb: 'deliver' },
  { phrase: 'give', verb: 'provide' },
  // 'set up discharge plans', 'set up the new laptops': arranged for people, configured for machines.
  {
    phrase: 'set up',
    when: re('(?:the |a |an |new |[a-z]+ ){0,2}(?:plans?|appointments?|meetings?|interviews?|referrals?|services|transport|transportation|visits?|care|placements?|calls?|tours?)\\b'),
    verb: 'arrange',
  },
  {
    phrase: 'set up',
    when: re('(?:the |a |an |new |[a-z]+ ){0,2}(?:accounts?|systems?|servers?|software|laptops?|computers?|workstations?|printers?|networks?|devices?|phones?|equipment|tools?)\\b'),
    verb: 'configure',
  },
  { phrase: 'pass', when: re('(?:medications?|medicine)'), verb: 'administer' },
  { phrase: 'pass out', verb: 'distribute' },
  { phrase: 'chart', when: re('(?:in|on|into) '), verb: 'document care' },
  { phrase: 'chart', verb: 'document' },
  { phrase: 'look after', when: re(PEOPLE), verb: 'care for' },
  { phrase: 'look after', verb: 'maintain' },
  { phrase: 'look over', verb: 'review' },
  { phrase: 'look at', verb: 'review' },
  { phrase: 'look into', verb: 'investigate' },
  { phrase: 'look for', verb: 'search for' },
  { phrase: 'watch', when: re(PEOPLE), verb: 'care for' },
  { phrase: 'watch', verb: 'monitor' },
  { phrase: 'babysit', verb: 'care for' },
  {
    phrase: 'answer',
    when: re('(?:the )?(?:phones?|phone calls|phone lines?|multi-line phones?)\\b'),
    verb: 'handle',
    object: [[/^(?:the )?(?:phones?|phone calls|phone lines?|multi-line phones?)\b/i, 'incoming calls']],
  },
  { phrase: 'answer', when: re('(?:the )?(?:inbound |incoming |customer )*calls'), verb: 'handle' },
  { phrase: 'answer', when: re('(?:support )?tickets'), verb: 'resolve' },
  { phrase: 'answer', when: re('(?:emails?|inquiries|enquiries|messages)'), verb: 'respond to' },
  { phrase: 'deal with', when: re('(?:customer |guest )?(?:complaints|issues|problems|escalations|disputes)'), verb: 'resolve' },
  { phrase: 'deal with', verb: 'handle' },
  { phrase: 'handle', when: re('(?:customer |guest )?(?:complaints|escalations|disputes)'), verb: 'resolve' },
  {
    phrase: 'handle',
    when: re('(?:the |all )?(?:incoming |inbound |customer )?(?:calls|payments?|cash|returns|refunds|claims|insurance|orders|transactions|inquiries|card)'),
    verb: '',
  },
  { phrase: 'handle', verb: 'manage' },
  { phrase: 'help out with', verb: 'assist with' },
  { phrase: 'help out', verb: 'assist' },
  { phrase: 'help with', verb: 'assist with' },
  { phrase: 'help', when: re(`${PEOPLE} with`), verb: 'assist' },
  { phrase: 'help', when: re(PEOPLE), verb: '' },
  { phrase: 'help', verb: 'support' },
  { phrase: 'work with', verb: 'collaborate with' },
  { phrase: 'work one-on-one with', verb: 'provide one-on-one support to' },
  { phrase: 'work on', verb: 'contribute to' },
  { phrase: 'work the', verb: 'run the' },
  { phrase: 'work as', verb: 'serve as' },
  { phrase: 'make sure', verb: 'ensure' },
  {
    phrase: 'make',
    when: re('(?:it|them) (?:faster|quicker)'),
    verb: 'improve',
    object: [
      [/^it (?:faster|quicker)/i, 'its speed'],
      [/^them (?:faster|quicker)/i, 'their speed'],
    ],
  },
  {
    phrase: 'make',
    when: re('(?:[a-z]+ ){0,2}(?:drinks|coffee|coffees|espresso|lattes|cocktails|food|meals|sandwiches|pizzas|salads|smoothies|desserts|breakfast|lunch|dinner)'),
    verb: 'prepare',
  },
  { phrase: 'make', when: re('(?:the )?(?:[a-z]+ )?(?:beds|calls|sales?|deliveries|copies)\\b'), verb: '' },
  { phrase: 'make', when: re('(?:[a-z]+ ){0,2}(?:dashboards?|apps?|websites?|tools?|sites?)'), verb: 'build' },
  { phrase: 'make', verb: 'create' },
  { phrase: 'run', when: re(EQUIPMENT), verb: 'operate' },
  { phrase: 'run', when: re('(?:the |a )?(?:[a-z]+ ){0,2}(?:meetings?|classes|class|sessions?|orientations?|training|workshops?|stand-ups?|huddles?)'), verb: 'lead' },
  {
    phrase: 'run',
    when: re("(?:the |a )?(?:[a-z']+ ){0,2}(?:store|shop|kitchen|front desk|desk|department|office|bar|shift|instagram|facebook|social media|accounts?|tiktok|channels?|pages?)\\b"),
    verb: 'manage',
  },
  { phrase: 'drive', when: re(EQUIPMENT), verb: 'operate' },
  { phrase: 'use', when: re(EQUIPMENT), verb: 'operate' },
  { phrase: 'fix', when: re('(?:the )?(?:[a-z]+ )?errors'), verb: 'correct' },
  { phrase: 'fix', when: re('(?:[a-z]+ )?(?:issues|problems)'), verb: 'resolve' },
  {
    phrase: 'fix',
    when: re('(?:the |a )?(?:[a-z]+ )?(?:leaks?|cars?|vehicles?|engines?|equipment|machines?|laptops?|computers?|printers?|appliances?|roofs?|pipes?|brakes?|furniture|doors?|fences?)\\b'),
    verb: 'repair',
  },
  { phrase: 'keep track of', verb: 'track' },
  // 'keep the design system up to date', 'keep workday up to date': the phrase reads best as typed.
  { phrase: 'keep', when: re("(?:(?:the|a|an|all|its|their|each|every) .+|[a-z0-9.'-]+) up to date\\b"), verb: '' },
  {
    phrase: 'keep',
    when: re('.+ up to date\\b'),
    verb: 'maintain',
    object: [[/^(.+?) up to date\b/i, 'up-to-date $1']],
  },
  { phrase: 'keep', when: re('(?:the )?(?:[a-z]+ )?(?:logs?|records?|files?|books|accounts|satisfaction|ratings?|scores?|\\d)'), verb: 'maintain' },
  { phrase: 'get promoted', verb: 'earn promotion' },
  { phrase: 'get', when: re('(?:quotes|approvals?|signatures|permits?)'), verb: 'obtain' },
  { phrase: 'get', verb: 'secure' },
  { phrase: 'go over', verb: 'review' },
  { phrase: 'go through', verb: 'review' },
  { phrase: 'go to', verb: 'attend' },
  { phrase: 'put together', when: re('(?:the |a )?(?:[a-z]+ )?(?:reports?|presentations?|decks?|packets?|data)'), verb: 'compile' },
  { phrase: 'put together', verb: 'assemble' },
  { phrase: 'come up with', verb: 'develop' },
  { phrase: 'figure out', verb: 'identify' },
  { phrase: 'reach out to', verb: 'contact' },
  { phrase: 'talk to', when: re(PEOPLE), verb: 'advise' },
  { phrase: 'talk with', when: re(PEOPLE), verb: 'advise' },
  { phrase: 'talk to', verb: 'communicate with' },
  { phrase: 'talk with', verb: 'communicate with' },
  { phrase: 'clean up', verb: 'clean' },
  { phrase: 'write up', verb: 'write' },
  { phrase: 'type in', verb: 'enter' },
  { phrase: 'tear off', verb: 'remove' },
  { phrase: 'take out', verb: 'remove' },
  { phrase: 'participate in', verb: 'contribute to' },
  { phrase: 'fill out', verb: 'complete' },
  { phrase: 'fill in', verb: 'complete' },
  { phrase: 'sign up', verb: 'enroll' },
  { phrase: 'show', when: re('(?:new |the )?(?:hires|staff|employees|trainees|associates|interns)'), verb: 'train' },
  { phrase: 'show', verb: 'demonstrate' },
  { phrase: 'hit', verb: 'achieve' },
  { phrase: 'beat', verb: 'exceed' },
  { phrase: 'prep', verb: 'prepare' },
  { phrase: 'wait tables', verb: 'serve guests' },
  { phrase: 'wait on tables', verb: 'serve guests' },
  { phrase: 'wait on', verb: 'serve' },
  { phrase: 'bus tables', verb: 'clear tables' },
  {
    phrase: 'move',
    when: /^(?:(?:the |all |our )?(?:[a-z]+ ){0,2})?to (?:react|vue|angular|aws|azure|gcp|kubernetes|docker|typescript|postgresql|the cloud|cloud|salesforce|hubspot|workday|quickbooks|sap|next\.js|node\.js)\b/i,
    verb: 'migrate',
    object: [[/^to /i, 'existing code to ']],
  },
  { phrase: 'be promoted', verb: 'earn promotion' },
  { phrase: 'check', when: re('(?:the )?(?:parts|welds|quality|products|work|equipment)'), verb: 'inspect' },
];

/**
 * The verb for an object when the note gives none or a filler one ('did payroll', 'responsible for the
 * front desk', 'weekly sales reports'). Tested against the first words of the object.
 */
export const OBJECT_VERBS: [RegExp, string][] = [
  [/^(?:no|zero) [a-z]/i, 'maintain'],
  [/^(?:the )?(?:code reviews?|reviews?|inspections?|audits?|legal research|research|interviews?|assessments?|evaluations?|surveys?|home visits|visits|analysis|analyses|fea|investigations?|orientations?|user testing|testing|inventory counts|stock counts|counts|pre-trip)\b/i, 'conduct'],
  [/^(?:the )?(?:maintenance|repairs?|oil changes|brake jobs|procedures|checks|cleaning|light housekeeping|housekeeping|welding|installations?|installs|seo|data entry|mig|qc|qa|quality control|quality checks|calibrations?|titrations?|assays?)\b/i, 'perform'],
  [/^(?:the )?(?:weekly |monthly |daily |biweekly )?(?:payroll|invoices?|invoicing|orders?|returns|refunds|payments?|claims?|insurance claims|paperwork|applications?|shipments?|transactions?|billing|accounts payable|accounts receivable)\b/i, 'process'],
  [/^(?:the )?(?:month-end|year-end|close|projects?|certifications?)\b/i, 'complete'],
  [/^(?:the )?(?:(?:weekly|monthly|daily|quarterly|annual) )?(?:[a-z]+ )?(?:reports?|dashboards?|forecasts?|budgets?|statements?|tax returns|taxes|presentations?|proposals?)\b/i, 'prepare'],
  [/^(?:the )?(?:social media|scheduling|schedules?|inventory|bookkeeping|books|accounts|calendars?|front desk|office|filing|mail|[a-z]+ office|vendors?|budget)\b/i, 'manage'],
  [/^(?:the )?(?:customer service|support|care|patient care|childcare|training)\b/i, 'provide'],
  [/^(?:a |the )?(?:team|staff|crew|shift)\b/i, 'lead'],
  [/^(?:[a-z]+ )?(?:customers?|clients?|guests?|patients?|callers?)\b/i, 'support'],
  [/^(?:[a-z]+ )?(?:events?|meetings?|travel)\b/i, 'coordinate'],
  [/^(?:[a-z]+ )?(?:campaigns?|content|posts|newsletters?)\b/i, 'create'],
  [/^(?:[a-z]+ )?(?:code|apps?|websites?|features?|apis?|software|services|pipelines?)\b/i, 'develop'],
];

/** Openers that say nothing; the object after them picks the verb (OBJECT_VERBS), else the value. */
export const EMPTY_OPENERS: [RegExp, string][] = [
  [/^(?:was |were |am |have been |had been )?(?:responsible for|tasked with|in charge of|charged with|accountable for)\s+/i, 'manage'],
  [/^(?:duties|tasks|responsibilities) (?:included|include|were|are|involved)\s*:?\s+/i, 'manage'],
  [/^(?:was |were |am )?involved in\s+/i, 'support'],
  [/^(?:do|did|does|doing)\s+/i, 'complete'],
];
