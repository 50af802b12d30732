/**
 * The function words of job ads for the candidate finder (ad-candidates.ts): not skills of any field, but the
 * language ads are written in (pay, places, legal forms, degrees' levels, the words that govern a skill).
 * Field words never go here: a skill is found from the ad's grammar, not from a list.
 */

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Capitals that are not skills: places, legal forms, pay and time, job levels, degree levels. */
export const NOT_SKILL_ACRONYMS = words(`
  US USA UK EU UAE EMEA APAC LATAM NA
  AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA
  RI SC SD TN TX UT VT VA WA WV WI WY DC NYC SF
  LLC LLP INC LTD PLC CO GMBH
  DOE DOQ EOE EEO EEOC PTO OTE FTE USD CAD EUR GBP FT PT AM PM EST PST CST MST UTC ASAP FAQ TBD OK ID TV II III IV
  CEO COO CFO CTO CIO CMO VP SVP EVP AVP
  BS BA MS MA AA AS BSC MSC PHD GED HS AND OR
`);

/** Nouns that name no skill even inside a phrase: the ad's frame, time, people, quantities. */
export const NOT_SKILL_NOUNS = words(`
  experience environment requirement requirements position information attention excellence presence preference
  reference difference confidence independence culture future nature picture feature opportunity question
  direction department organization location station condition addition mention intention
  morning evening nothing something everything anything setting meeting building opening ending
  year years month week day days hour hours time shift weekend team teams member members role job work company
  employer candidate applicant hire people person staff customer client patient family level levels ability skill
  skills knowledge understanding proficiency familiarity experience background plus bonus salary pay benefit
  benefits area areas thing things way ways part parts type types kind variety range number lot deadline
  deadlines detail details tool tools system systems software platform platforms setting settings program
  programs process processes task tasks duty duties responsibility responsibility need needs office offices
  site sites field fields industry world community communities service services support
  equivalent combination degree diploma certificate license licence certification preference
  performance assistance compliance attendance insurance balance accordance
  communication collaboration organization motivation dedication passion education training learning
  agency agencies firm firms facility facilities institution institutions organisation organizations workplace
  onsite offsite caseload
`);

/**
 * Heads that say what kind of thing a skill is without naming one: 'CDISC standards', 'epidemiology studies',
 * 'DeviceNet networks', 'DOS procedures'. The skill is the words before them.
 */
export const GENERAL_HEADS =
  words(`standard study procedure network method technique principle practice concept
  guideline product`);

/** The US states and Canada's provinces by name: 'licensed in Oklahoma', 'Portland, Oregon' name a place. */
export const PLACE_NAMES = new Set(
  `Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida, Georgia, Hawaii,
  Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts, Michigan,
  Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, New Hampshire, New Jersey, New Mexico, New York,
  North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island, South Carolina, South Dakota,
  Tennessee, Texas, Utah, Vermont, Virginia, Washington, West Virginia, Wisconsin, Wyoming, Alberta,
  British Columbia, Manitoba, New Brunswick, Nova Scotia, Ontario, Quebec, Saskatchewan, Yukon`
    .split(/\s*,\s*/)
    .map((name) => name.replace(/\s+/g, ' ')),
);

/** Months and days: 'made in August', 'on Mondays' name a time, not a tool. */
export const TIME_NAMES = words(`January February March April May June July August September October November
  December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mondays Tuesdays Wednesdays Thursdays Fridays
  Saturdays Sundays`);

/** Heads of an organisation's name: 'Hearing Aid Dispensers Board', 'Planning Commission' name a body, not a skill. */
export const ORGANISATION_HEADS =
  words(`Board Council Commission Association Department District Agency Committee
  Bureau Division Authority Society Institute University College Foundation Administration`);

/** Nouns after which 'in X' names a place, not a tool ('offices in Sacramento'). */
export const PLACE_NOUNS =
  words(`office offices base based located location headquarters headquartered city town
  county region area branch branches clinic clinics store stores site sites campus hospital hospitals`);

/** Words that govern a skill: 'experience with X', 'knowledge of X', 'proficiency in X', 'certified in X'. */
export const SKILL_GOVERNORS =
  words(`experience knowledge proficiency proficient familiarity familiar expertise
  expert skilled trained training certified certification background fluency fluent competency competence
  exposure versed understanding command mastery comfort comfortable grasp adept confident`);

/** Words opening a requirement line that judge or date what follows: 'Active license', 'Current RDA license'. */
export const JUDGING_OPENERS = words(
  'current valid strong solid excellent good advanced working large small complex new high low daily weekly monthly',
);

/**
 * Adjectives in -al, -ic, -ive ... that judge, count or place rather than classify: 'general supervision' and
 * 'professional planning' are not skills the way 'legal research' and 'clinical chemistry' are.
 */
export const NOT_CLASSIFYING_ADJECTIVES = words(`general professional personal additional potential essential
  typical actual local national regional annual total special several normal optional original final formal ideal
  exceptional substantial practical occasional individual initial internal external minimal central principal
  crucial vital equal global real usual overall positive negative active proactive effective extensive
  competitive supportive productive progressive secondary necessary ordinary temporary contrary voluntary
  preliminary mandatory satisfactory basic specific dynamic classic`);

/** Nouns that name an activity or a field of knowledge: 'testing', 'preparation', 'analysis', 'hematology'. */
export const ACTIVITY_HEAD =
  /(?:ing|tion|sion|ment|sis|xis|ance|ence|ery|ology|ography|ics|tomy|scopy|plasty|therapy)$/;
export const ACTIVITY_NOUNS = new Set([
  'review',
  'research',
  'design',
  'prep',
  'audit',
  'control',
  'repair',
  'chemistry',
  'safety',
  'security',
  'quality',
]);
