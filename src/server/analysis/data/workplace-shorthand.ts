/**
 * The abbreviation lexicon of the writer (ADR 0095): workplace shorthand across fields and what a resume writes
 * for it, acronyms and initialisms written upper case, the proper names of public programmes, and compounds
 * written with a hyphen. Kept as data, grouped by kind, not by any note: a field's shorthand goes here, never into
 * code. Keys are lower case; several-word keys win over their first word. A key that is also an everyday
 * English word ('it', 'or', 'am', 'ot') is left out: its meaning cannot be told from the word alone.
 */

/** Shorthand written out. Units after a figure ('3 hrs') are handled apart (clean-words.ts). */
export const WORKPLACE_SHORTHAND: Record<string, string> = {
  // Everyday writing
  vs: 'versus',
  'vs.': 'versus',
  'w/in': 'within',
  bc: 'because',
  esp: 'especially',
  incl: 'including',
  'incl.': 'including',
  avg: 'average',
  qtr: 'quarter',
  qtrs: 'quarters',
  qtrly: 'quarterly',
  wkly: 'weekly',
  yrly: 'yearly',
  mthly: 'monthly',
  biz: 'business',
  'b/w': 'between',
  intl: 'international',
  natl: 'national',
  hrly: 'hourly',
  asst: 'assistant',
  xfer: 'transfer',
  xfers: 'transfers',
  pmt: 'payment',
  pmts: 'payments',
  pymt: 'payment',
  pymts: 'payments',
  rcvd: 'received',
  recvd: 'received',
  prev: 'previous',
  // Office and documents
  'doc review': 'document review',
  'doc prep': 'document preparation',
  'doc control': 'document control',
  'doc mgmt': 'document management',
  msg: 'message',
  msgs: 'messages',
  acct: 'account',
  accts: 'accounts',
  addl: 'additional',
  corp: 'corporate',
  corresp: 'correspondence',
  reqs: 'requirements',
  specs: 'specifications',
  eval: 'evaluation',
  evals: 'evaluations',
  recon: 'reconciliation',
  recons: 'reconciliations',
  fcst: 'forecast',
  fcsts: 'forecasts',
  proj: 'project',
  projs: 'projects',
  mtg: 'meeting',
  mtgs: 'meetings',
  ops: 'operations',
  comms: 'communications',
  // Science, engineering and trades
  calc: 'calculation',
  calcs: 'calculations',
  config: 'configuration',
  configs: 'configurations',
  env: 'environment',
  envs: 'environments',
  repo: 'repository',
  repos: 'repositories',
  infra: 'infrastructure',
  perf: 'performance',
  diag: 'diagnostic',
  diags: 'diagnostics',
  maint: 'maintenance',
  mfg: 'manufacturing',
  mfr: 'manufacturer',
  mfrs: 'manufacturers',
  equip: 'equipment',
  insp: 'inspection',
  insps: 'inspections',
  acft: 'aircraft',
  hyd: 'hydraulic',
  elec: 'electrical',
  mech: 'mechanical',
  mtce: 'maintenance',
  pkg: 'package',
  pkgs: 'packages',
  svc: 'service',
  svcs: 'services',
  qtys: 'quantities',
  vuln: 'vulnerability',
  vulns: 'vulnerabilities',
  imgs: 'images',
  sqft: 'square feet',
  'sq ft': 'square feet',
  cert: 'certification',
  certs: 'certifications',
  trng: 'training',
  assmt: 'assessment',
  assmts: 'assessments',
  mktg: 'marketing',
  // Health, pharmacy and care
  hx: 'history',
  abx: 'antibiotics',
  'new admits': 'new admissions',
  vax: 'vaccines',
  peds: 'pediatrics',
  rehab: 'rehabilitation',
  ortho: 'orthopedics',
  auth: 'authorization',
  auths: 'authorizations',
  'prior auths': 'prior authorizations',
  'ther ex': 'therapeutic exercise',
  neuro: 'neurology',
  // Words typed without their vowels, in any field
  acctg: 'accounting',
  bldg: 'building',
  bldgs: 'buildings',
  dwg: 'drawing',
  dwgs: 'drawings',
  rpt: 'report',
  rpts: 'reports',
  stmt: 'statement',
  stmts: 'statements',
  txn: 'transaction',
  txns: 'transactions',
  lvl: 'level',
  lvls: 'levels',
  hwy: 'highway',
  // People
  emp: 'employee',
  emps: 'employees',
  mgmt: 'management',
  techs: 'technicians',
  vols: 'volunteers',
};

/**
 * Shorthand that is one form for one and many ('rx' is a prescription or prescriptions): written out in the plural
 * unless a single one is meant ('a', 'one', '1', 'each', 'per' before it).
 */
export const COUNT_NEUTRAL_SHORTHAND: Record<string, { one: string; many: string }> = {
  rx: { one: 'prescription', many: 'prescriptions' },
  rxs: { one: 'prescription', many: 'prescriptions' },
  dx: { one: 'diagnosis', many: 'diagnoses' },
  tx: { one: 'treatment', many: 'treatments' },
  px: { one: 'procedure', many: 'procedures' },
  mo: { one: 'month', many: 'months' },
  mos: { one: 'month', many: 'months' },
  mth: { one: 'month', many: 'months' },
  mths: { one: 'month', many: 'months' },
};

/**
 * Acronyms and initialisms as they are written, across fields. A plural with a lower-case 's' ('snfs' -> 'SNFs')
 * is read from the singular. An acronym that is also a lower-case word ('ada' is a first name, 'cap', 'coo')
 * is only here when the bullet reading of it as the acronym is the sure one.
 */
export const ACRONYMS: readonly string[] = [
  // Quality, operations, manufacturing
  'QC', 'QA', 'QMS', 'SOP', 'SOPs', 'KPI', 'OKR', 'OKRs', 'RCA', 'CAPA', 'GMP', 'cGMP', 'GLP', 'ISO', 'SPC', 'FMEA', 'PPAP',
  'OEE', 'MRP', 'WMS', 'TMS', 'RFID', 'SKU', 'SKUs', 'BOM', 'PO', 'RFP', 'RFQ', 'RFI', 'NDA', 'MSA', 'ETA',
  'LTL', 'FTL', '3PL', 'FMCSA', 'PPE', 'LOTO', 'NFPA', 'NEC', 'EPA', 'FDA', 'USDA', 'CDC',
  'PLC', 'PLCs', 'VFD', 'VFDs', 'GD&T', 'CMM', 'EHS', 'HSE', 'RMA',
  // Health, pharmacy, lab, social care
  'COVID', 'COVID-19', 'HIV', 'ADHD', 'PTSD', 'COPD', 'CHF', 'DVT', 'UTI', 'MRI', 'EKG', 'ECG', 'EEG', 'PICC',
  'NICU', 'PICU', 'ER', 'PACU', 'SNF', 'LTC', 'ALF', 'ADL', 'ADLs', 'PRN', 'NPO', 'PHI', 'CBC',
  'BMP', 'CMP', 'PCR', 'NPI', 'DEA', 'PBM', 'OTC', 'CPT', 'ICD-10', 'CPOE', 'CNA', 'LPN', 'RN', 'NP', 
  'OT', 'CBT', 'IEP', 'IEPs', 'ABA', 'CPS', 'DCFS', 'SSI', 'SSDI', 'TANF', 'WIC', 'HUD',
  // People and law
  'FMLA', 'ADA', 'EEO', 'EEOC', 'FLSA', 'COBRA', 'ERISA', 'HRIS', 'ATS', 'PTO', 'W-2', 'I-9', 'OFCCP', 'DEI',
  'L&D', 'SHRM', 'PHR', 'SPHR', 'CLE', 'NDAs', 'LLC', 'IP', 'ESI', 'FOIA',
  // Money, sales and marketing
  'ROAS', 'CAC', 'LTV', 'CLV', 'CTR', 'CPC', 'CPA', 'CPM', 'CPL', 'CVR', 'AOV', 'ARR', 'MRR', 'NRR', 'GMV', 'MQL',
  'MQLs', 'SQL', 'SQLs', 'SDR', 'SDRs', 'BDR', 'BDRs', 'ABM', 'CRO', 'SMS', 'UGC', 'A/B', 'P&L', 'FP&A', 'EBITDA',
  'AP', 'AR', 'GL', 'YoY', 'QoQ', 'DCF', 'IRR', 'NPV', 'AUM', 'KYC', 'AML', 'SOX',
  'IFRS', 'CPA', 'CFA', 'CMO', 'COO', 'CIO', 'CISO', 'CRO', 'SVP', 'EVP',
  // Statistics and clinical trials: models, analyses and the bodies that oversee a trial
  'GLM', 'GLMs', 'GLMM', 'GAM', 'ANOVA', 'ANCOVA', 'MANOVA', 'MMRM', 'ARIMA', 'PCA', 'MCMC', 'LOCF', 'ITT', 'DSMB',
  'DSMBs', 'IDMC', 'DMC', 'CROs',
  // Technology
  'ETL', 'ELT', 'DAG', 'DAGs', 'SLO', 'SLOs', 'SSO', 'MFA', 'VPN', 'DNS', 'LAN', 'WAN', 'VM', 'VMs', 'CLI', 'SDK',
  'TV', 'JSON', 'XML', 'CSV', 'PDF', 'PDFs', 'URL', 'URLs', 'UAT', 'MVP', 'PRD', 'PRDs', 'QBR', 'QBRs', 'NPS', 'CSAT',
  // Planning and public sector
  'GIS', 'CEQA', 'NEPA', 'CIP', 'RFPs', 'HOA',
];

/** Names of public programmes and bodies that a note types in lower case. */
export const PROPER_NAMES: readonly string[] = [
  'Medicaid', 'Medicare', 'Medi-Cal', 'Social Security', 'Section 8', 'Head Start', 'Meals on Wheels',
  'Red Cross', 'Salvation Army', 'Habitat for Humanity', 'United Way', 'Veterans Affairs', 'Obamacare',
  'Affordable Care Act', 'Americans with Disabilities Act',
];

/** Nouns written with a hyphen: 'mini splits' -> 'mini-splits', 'check ins' -> 'check-ins'. */
export const HYPHENATED_NOUNS: readonly string[] = [
  'mini-split', 'mini-splits', 'check-in', 'check-ins', 'check-out', 'check-outs', 'sign-off', 'sign-offs',
  'go-live', 'go-lives', 'roll-out', 'roll-outs', 'tie-out', 'tie-outs', 'write-off', 'write-offs', 'hand-off',
  'hand-offs', 'drop-off', 'drop-offs', 'pick-up', 'pick-ups', 'start-up', 'start-ups', 'know-how', 'e-commerce',
  'e-filing', 'e-discovery', 'in-service', 'in-services', 'back-office', 'real-time', 'work-up', 'work-ups',
  'clean-up', 'pre-op', 'post-op', 'follow-ups', 'trade-off', 'trade-offs', 'lead-time', 'face-to-face',
];

/**
 * Verbs of two words that make one action, written with a hyphen ('cite check briefs' -> 'cite-check briefs'),
 * in their base form: their other forms ('fact-checked', 'co-led') come from the last word's.
 */
export const HYPHENATED_VERBS: readonly string[] = [
  'cite-check', 'fact-check', 'spot-check', 'double-check', 'cross-check', 'cross-reference', 'cross-train',
  'fine-tune', 'hand-deliver', 'test-drive', 'load-test', 'stress-test', 'soft-launch', 'co-author', 'co-lead',
  'co-host', 'co-teach', 'co-found', 'co-write', 'co-manage', 'co-chair', 'pre-screen', 're-engineer',
  'hand-pick',
];

/**
 * Nouns that name a part of a document or standard: with a one-letter or roman designator after them they are a
 * title ('manual j' -> 'Manual J', 'schedule c' -> 'Schedule C'). Any other noun keeps its case and only the
 * letter is raised ('vitamin d' -> 'vitamin D', 'hepatitis b' -> 'hepatitis B').
 */
export const TITLED_BEFORE_DESIGNATOR: readonly string[] = [
  'manual', 'form', 'schedule', 'part', 'appendix', 'exhibit', 'section', 'chapter', 'annex', 'article', 'title',
  'volume', 'phase', 'tier', 'division', 'class', 'zone', 'plan',
];

/** Nouns before which a single letter is a designator ('vitamin d', 'hepatitis b', 'type a'). */
export const DESIGNATED_NOUNS: readonly string[] = [
  ...TITLED_BEFORE_DESIGNATOR,
  'vitamin', 'vitamins', 'hepatitis', 'type', 'grade', 'level', 'unit', 'wing', 'building',
  'category', 'version',
];

/** Periods written after a slash ('1.2m/mo') and what a resume writes for them. */
export const PER_PERIOD: Record<string, string> = {
  hr: 'per hour',
  hour: 'per hour',
  day: 'per day',
  d: 'per day',
  wk: 'per week',
  week: 'per week',
  mo: 'per month',
  mth: 'per month',
  month: 'per month',
  qtr: 'per quarter',
  yr: 'per year',
  year: 'per year',
};
