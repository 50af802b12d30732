import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../../domain/resume';
import { readWords } from '../language/english';
import { adCandidates } from './ad-candidates';
import { extractJobTerms } from './extract-job-terms';
import { matchResume } from './match-resume';
import { lemmaFields, pathHolding } from './resume-lemmas';

const none = { ignoredNames: new Set<string>() };
const labels = (text: string, ignored: string[] = []) =>
  adCandidates(text, { ignoredNames: new Set(ignored) }).map((c) => c.label);

describe('English read as language', () => {
  it('gives each word its part of speech, lemma and place in the text', () => {
    const text = 'Scheduled depositions and document reviews.';
    const words = readWords(text);
    expect(words.map((w) => [w.text, w.pos, w.lemma])).toEqual([
      ['Scheduled', 'VERB', 'schedule'],
      ['depositions', 'NOUN', 'deposition'],
      ['and', 'CCONJ', 'and'],
      ['document', 'NOUN', 'document'],
      ['reviews', 'NOUN', 'review'],
      ['.', 'PUNCT', '.'],
    ]);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });
});

describe('skills found from an ad’s language', () => {
  it('takes acronyms, keeping names written as one and splitting lists of credentials', () => {
    const found = labels(
      '- E-file in federal court (PACER / CM/ECF); SHRM-CP preferred; CVT/LVT/RVT required; complete I-9s',
    );
    expect(found).toEqual(expect.arrayContaining(['PACER', 'CM/ECF', 'SHRM-CP', 'CVT', 'LVT', 'RVT', 'I-9']));
  });

  it('does not take places, pay words, degree levels or shouted words for acronyms', () => {
    // 'biology' written in lower case is a field of knowledge (session 14); the acronyms are what this checks.
    expect(labels('Based in Austin, TX. Pay DOE. BS in biology. $5,000 SIGN ON BONUS for the role')).toEqual([
      'biology',
    ]);
  });

  it('takes a product where a tool stands or written in CamelCase, not a place or the company', () => {
    const found = labels(
      'Harlow Reyes has offices in Sacramento and Oakland. Build review batches in Relativity and maps in ArcGIS. ' +
        'Harlow Reyes is hiring.',
      ['harlow', 'reyes'],
    );
    expect(found).toEqual(expect.arrayContaining(['Relativity', 'ArcGIS']));
    expect(found).not.toContain('Sacramento');
    expect(found).not.toContain('Harlow Reyes');
  });

  it('takes compounds that name an activity, as lemmas, and not judgments or verbs', () => {
    const found = labels(
      '- Perform legal research and large document reviews\n- Lead usability testing and journey mapping\n' +
        '- Reviews development applications\n- Trial preparation, incl. exhibit lists',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'legal research',
        'document review',
        'usability testing',
        'journey mapping',
        'trial preparation',
      ]),
    );
    expect(found).not.toContain('large document review');
    expect(found.some((label) => label.includes('reviews development'))).toBe(false);
  });

  it('takes the noun phrases that "knowledge of", "experience with" and the like govern', () => {
    const found = labels(
      'Working knowledge of zoning codes, subdivision maps and site plans. Experience with Bates numbering.',
    );
    expect(found).toEqual(
      expect.arrayContaining(['zoning code', 'subdivision map', 'site plan', 'bates numbering']),
    );
  });

  it('takes every member of a list in which one member is a skill', () => {
    const found = labels('Performs testing in hematology, clinical chemistry, microbiology and blood bank.');
    expect(found).toEqual(
      expect.arrayContaining(['hematology', 'clinical chemistry', 'microbiology', 'blood bank']),
    );
    expect(labels('We serve schools, hospitals, offices and data centers.')).toEqual([]);
  });

  it('takes nothing from sentences about the employer, named or speaking as "we"', () => {
    const text =
      'For 70 years Coldwater has built pumps for municipal water, food processing and chemical plants.\n' +
      'We are a tech-first insurer offering renters insurance.\n' +
      '- Run tolerance analysis and DFM reviews';
    const found = adCandidates(text, { ignoredNames: new Set(), employerWords: new Set(['coldwater']) }).map(
      (c) => c.label,
    );
    expect(found).toEqual(expect.arrayContaining(['tolerance analysis', 'DFM']));
    expect(found).not.toContain('food processing');
    expect(found).not.toContain('insurer offering');
  });

  it('quotes the ad: each candidate is the text at its place', () => {
    const text = 'Experience with Relativity, PACER and legal research.';
    for (const candidate of adCandidates(text, none))
      expect(text.slice(candidate.start, candidate.end)).toBe(candidate.term);
  });
});

describe('what the ad’s language does not make a skill', () => {
  it('takes no lone common noun from a list or after "experience with", only a field of knowledge', () => {
    const found = labels(
      'Experience with Westlaw, panels, coordination and hematology. Knowledge of interviews.',
    );
    expect(found).toEqual(expect.arrayContaining(['Westlaw', 'hematology']));
    expect(found).not.toEqual(expect.arrayContaining(['panel']));
    expect(found).not.toContain('coordination');
    expect(found).not.toContain('interview');
  });

  it('takes no state, province or town before its state for a tool, nor a qualifier in parentheses', () => {
    const found = labels(
      'Licensed in Oklahoma and fluent in North Carolina rules. Visits clients in Tulsa, OK. EPA 608 (Universal preferred).',
    );
    expect(found).not.toContain('Oklahoma');
    expect(found).not.toContain('North Carolina');
    expect(found).not.toContain('Tulsa');
    expect(found).not.toContain('Universal');
    expect(labels('Work in Relativity every day, in Portland, OR.')).toEqual(['Relativity']);
  });

  it('reads a duty line’s first word as its verb, not as part of a compound', () => {
    const found = labels(
      '- Review drawings for code compliance\n- Use de-escalation techniques\n- Trial preparation',
    );
    expect(found).toContain('trial preparation');
    expect(found.some((label) => label.startsWith('review') || label.startsWith('use'))).toBe(false);
  });

  it('labels an acronym the same whatever brought it, so it is reported once', () => {
    const terms = extractJobTerms(
      'Discharge planning to SNFs, LTACs and rehab. Coordinate SNFs referrals with CSWE.',
    );
    expect(terms.hard.filter((t) => t.term === 'SNFs')).toHaveLength(1);
  });

  it('takes no activity that describes the employer: its teams, its kind of business, what it builds', () => {
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.label.toLowerCase());
    expect(
      hard('Partner with procurement, logistics and sales teams. Five years at an ecommerce brand.'),
    ).toEqual([]);
    expect(hard('We build the scheduling software that 1,400 clinics run on.')).toEqual([]);
    // A duty keeps them, 'we use' inside it included.
    expect(hard('Handle scheduling and invoicing for clients (we use Gusto for payroll).')).toEqual(
      expect.arrayContaining(['scheduling', 'invoicing', 'payroll']),
    );
  });
});

describe('the vocabulary adds variants and kinds, and no longer gates', () => {
  it('reports a skill no list holds, with its lemmas, beside the vocabulary’s', () => {
    const terms = extractJobTerms(
      'Requirements:\n- Westlaw and Python\n- Experience with privilege logs and Bates numbering',
    );
    const hard = new Map(terms.hard.map((t) => [t.label, t]));
    expect(hard.get('Python')?.lemmas).toBeUndefined();
    expect(hard.get('privilege log')).toMatchObject({ term: 'privilege logs', lemmas: ['privilege', 'log'] });
    expect(hard.has('bates numbering')).toBe(true);
  });
});

describe('a resume shows a skill by the meaning of its words', () => {
  const fields = lemmaFields([
    { path: 'experience.0.bullets.0', text: 'Scheduled depositions and reviewed documents for production.' },
    { path: 'experience.0.bullets.1', text: 'Kept the case calendar.' },
  ]);

  it('in any form and order within one sentence', () => {
    expect(pathHolding(fields, ['deposition'])).toBe('experience.0.bullets.0');
    expect(pathHolding(fields, ['document', 'review'])).toBe('experience.0.bullets.0');
    expect(pathHolding(fields, ['case', 'calendar'])).toBe('experience.0.bullets.1');
  });

  it('not from words in different sentences, nor from a word it lacks', () => {
    expect(pathHolding(fields, ['deposition', 'calendar'])).toBeUndefined();
    expect(pathHolding(fields, ['privilege', 'log'])).toBeUndefined();
  });

  it('counts in the match report', () => {
    const resume = resumeSchema.parse({
      experience: [
        {
          jobTitle: 'Paralegal',
          company: 'Lee LLP',
          bullets: ['Prepared privilege logs for 12 matters', 'Applied Bates numbers to productions'],
        },
      ],
    });
    const report = matchResume({
      resume,
      jobDescription:
        'Requirements:\n- Experience with privilege logs, Bates numbering and deposition digests',
    });
    const matched = report.matched.filter((m) => m.kind === 'hard').map((m) => m.label);
    const missing = report.missing.filter((m) => m.kind === 'hard').map((m) => m.label);
    expect(matched).toContain('privilege log');
    expect(missing).toContain('deposition digest');
  });
});

describe('duties and workplaces are not skills (issue 31, precision)', () => {
  it('drops the verb that opens a duty after a semicolon, "to" or a relative pronoun', () => {
    const afterSemicolon = labels(
      'Prepare shipping paperwork; check import documents for customs clearance.',
    );
    expect(afterSemicolon.some((l) => l.startsWith('check'))).toBe(false);
    expect(afterSemicolon).toContain('custom clearance');
    const relative = labels('She builds the financial models that guide decisions on new sites.');
    expect(relative.some((l) => l.startsWith('guide'))).toBe(false);
    const infinitive = labels('We need someone to review drawings and to schedule inspections weekly.');
    expect(infinitive.some((l) => /^(review|schedule) /.test(l))).toBe(false);
    // The same noun phrase stays whole where no verb opens it.
    expect(labels('You will lead design review for every project.')).toContain('design review');
  });

  it('reads a workplace named after "experience in" as a place, not a skill', () => {
    expect(labels('Two years of professional planning experience in a public agency.')).not.toContain(
      'public agency',
    );
    expect(labels('Experience in a consulting firm or a healthcare facility.')).toEqual([]);
  });

  it('leaves out a line of business the employer describes itself with, but not the same words in a duty', () => {
    const blurb =
      'Ridgeline Electric is a union contractor working on schools, hospitals and tenant improvements.\n\nWhat you will do:\n- Bend and install conduit per the NEC';
    const duty = `${blurb}\n- Wire tenant improvements for retail clients`;
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.label.toLowerCase());
    expect(hard(blurb).some((l) => l.startsWith('tenant improvement'))).toBe(false);
    expect(hard(duty).some((l) => l.startsWith('tenant improvement'))).toBe(true);
  });

  it('drops a duty’s second verb too: "Draft and proof discovery requests"', () => {
    const found = labels('- Draft and proof discovery requests and responses\n- Build and test prototypes');
    expect(found.some((l) => l.startsWith('proof'))).toBe(false);
  });

  it('takes only the longest activity: "drug utilization review", not also "drug utilization"', () => {
    const found = labels('2. Conducts drug utilization review (DUR) with prescribers.');
    expect(found).toContain('drug utilization review');
    expect(found).not.toContain('drug utilization');
  });

  it('reads "the Pharmacist in Charge" as one title, not a tool after "in"', () => {
    expect(
      labels('The Staff Pharmacist works alongside the Pharmacist in Charge and the technicians.'),
    ).toEqual([]);
  });

  it('does not report a word the ad tells the worker to do, though the vocabulary knows it', () => {
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.label.toLowerCase());
    const duties = hard(
      'What you will do:\n- Audit freight invoices and resolve billing disputes\n- Run QC; troubleshoot instruments\n',
    );
    expect(duties.some((l) => /audit|troubleshoot/.test(l))).toBe(false);
    expect(
      hard('Requirements:\n- Experience with internal audit and troubleshooting\n').some((l) =>
        /audit/.test(l),
      ),
    ).toBe(true);
  });

  it('takes no skill from the name of the job being hired for, nor from the employer’s own teams', () => {
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.label.toLowerCase());
    expect(
      hard('Cedar Hollow is hiring a Credentialed Veterinary Technician!\n- Venipuncture'),
    ).not.toContain('veterinary technician');
    const teams = hard(
      'You will lead our front desk, concierge and night audit teams.\nOur data engineering team owns the pipelines.',
    );
    expect(teams).toEqual([]);
    expect(hard('- Work with the revenue management team on rates')).toContain('revenue management');
  });

  it('takes no plural of things made or handled, but keeps a plural activity', () => {
    const found = labels(
      '- Prepares production drawings and CEQA categorical exemptions\n- Large document reviews and public hearings',
    );
    expect(found).not.toContain('production drawing');
    expect(found).not.toContain('categorical exemption');
    expect(found).toEqual(expect.arrayContaining(['document review', 'public hearing']));
  });

  it('does not report a known word where it describes the noun after it', () => {
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.term);
    expect(hard('Duties:\n- Build and test pumps in our hydraulic lab')).not.toContain('hydraulic');
  });
});

describe('activities and people they serve (issue 31, recall)', () => {
  it('takes a gerund the tagger read as a verb when it ends an activity: "Surgical assisting,"', () => {
    expect(labels('~ Surgical assisting, and prep of patients')).toContain('surgical assisting');
  });

  it('lets the people served classify an activity: "patient counseling", not "counseling" alone', () => {
    const hard = extractJobTerms('Duties:\n3. Provides patient counseling on new prescriptions.').hard;
    expect(hard.map((t) => t.term)).toContain('patient counseling');
    expect(hard.map((t) => t.term)).not.toContain('counseling');
  });

  it('takes a licence or certification named by its trade or field, not by a judging word', () => {
    const found = labels(
      'Qualifications\n- Active pharmacist license in Oklahoma\n- APhA immunization certification',
    );
    expect(found).toContain('pharmacist license');
    expect(found).toContain('immunization certification');
    expect(found).not.toContain('active pharmacist license');
    expect(labels('- Current CPR certification\n- valid license required')).not.toContain(
      'cpr certification',
    );
  });

  it('takes a list whose members are mostly specific nouns (WordNet) as a list of skills, with no known member', () => {
    const found = labels('- Machine parts in titanium, molybdenum and sunflowers to tight tolerances');
    expect(found).toEqual(expect.arrayContaining(['titanium', 'molybdenum', 'sunflower']));
    expect(labels('- Recommend fungicides and insecticides when thresholds call for them')).toEqual([
      'fungicide',
      'insecticide',
    ]);
    expect(labels('- Track budgets and schedules')).toEqual([]);
    // General nouns make no list of skills, and one specific noun outside a list is no skill by itself.
    expect(labels('- Manage budgets, schedules and vendors')).toEqual([]);
    expect(labels('- Weigh the titanium before each run')).toEqual([]);
  });

  it("keeps a judging word that is part of the licence's field ('real estate'), not a state's name before it", () => {
    const found = labels('Requirements\n* Arizona real estate license, or obtain it within 6 months');
    expect(found).toContain('real estate license');
    expect(found).not.toContain('estate license');
    expect(found).not.toContain('arizona real estate license');
    // 'Current' still judges: only the word WordNet makes one noun with the next joins the field.
    expect(labels('- Current real estate license required')).toEqual(['real estate license']);
  });

  it('takes a name someone is certified in, at a line’s start too, and reads "(we pay!)" as an aside', () => {
    expect(labels('You:\n- Fear Free certified or willing to get certified (we pay!)')).toContain(
      'Fear Free',
    );
  });

  it('takes a procedure by its suffix and a prefixed activity written as one word', () => {
    const found = labels(
      '~ Perform dental prophylaxis and take radiographs\n• Coordinate e-discovery with vendors',
    );
    expect(found).toEqual(expect.arrayContaining(['dental prophylaxis', 'e-discovery']));
  });

  it('keeps a list item that runs on after a colon, whatever its bullet: "— Plan and run user research: ..."', () => {
    const hard = extractJobTerms(
      'In this role you will\n— Plan and run user research: interviews and usability testing\n-EPA 608: required',
    ).hard.map((t) => t.label);
    expect(hard).toEqual(expect.arrayContaining(['user research', 'usability testing']));
  });

  it('takes one activity noun that "conduct", "perform" or "administer" governs, not a thing handled', () => {
    expect(labels('You will handle employee relations questions and conduct investigations.')).toContain(
      'investigation',
    );
    expect(labels('Perform calibration on analyzers.')).toContain('calibration');
    expect(labels('Conduct documents review.')).not.toContain('document');
  });

  it('does not take the body that accredits a school or laboratory for a skill', () => {
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.term);
    const found = hard(
      'Requirements:\n- Paralegal certificate from an ABA-approved program\n- MSW from a CSWE-accredited program',
    );
    expect(found).not.toContain('ABA');
    expect(found).not.toContain('CSWE');
    expect(found).toContain('MSW');
  });

  it('takes what "comfortable with" and "a grasp of" govern, like "experience with"', () => {
    expect(labels('Solid grasp of purchase orders and freight claims.')).toEqual(
      expect.arrayContaining(['purchase order', 'freight claim']),
    );
    expect(labels('Comfortable with bank reconciliations and purchase orders.')).toContain('purchase order');
  });

  it('ends a governed phrase with its line: the next heading is not part of it', () => {
    expect(labels('- Knowledge of state wage laws\n\nQualifications\n- Payroll')).toEqual(['state wage law']);
  });
});

describe('names written as their owners write them (issue 31, session 14)', () => {
  it('takes a brand spelled with a capital inside one word, whatever its length or place', () => {
    const found = labels(
      '- Diagnose faults on Allen-Bradley ControlLogix and CompactLogix\n- Troubleshoot DeviceNet networks and HMIs (PanelView)\n- Complete work orders in our CMMS (eMaint)\n- Manage bid day in BuildingConnected',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'ControlLogix',
        'CompactLogix',
        'DeviceNet',
        'PanelView',
        'eMaint',
        'BuildingConnected',
      ]),
    );
  });

  it('takes codes of capitals and figures, and a model or version number after a name', () => {
    const found = labels(
      '- Evaluate with standardized assessments (e.g., CELF-5, GFTA-3)\n- Follow NFPA 70E arc flash rules\n- Older SLC 500 and MicroLogix too (RSLogix 500)\n- At least 5 years of OSHA experience',
    );
    expect(found).toEqual(expect.arrayContaining(['CELF-5', 'GFTA-3', 'NFPA 70E', 'SLC 500', 'RSLogix 500']));
    expect(found).not.toContain('OSHA 5');
  });

  it('goes on after a brand with its product’s capitalised words, and stops at another brand', () => {
    const found = labels(
      '- Build field apps in ArcGIS Field Maps and Survey123\n- Use CrowdStrike Falcon (EDR) to isolate hosts\n- Hold CompTIA Security+ or CySA+',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'ArcGIS Field Maps',
        'Survey123',
        'CrowdStrike Falcon',
        'CompTIA Security+',
        'CySA+',
      ]),
    );
  });

  it('takes a name joined by "and", "or" or a comma to a name, and capitalised words joined by a hyphen', () => {
    const found = labels(
      '- Investigate alerts in Splunk Enterprise Security and Microsoft Sentinel\n- Experience using CargoWise One (preferred) or Descartes\n- Estimate reserves with chain ladder and Bornhuetter-Ferguson methods in Excel and Emblem',
    );
    expect(found).toEqual(
      expect.arrayContaining(['Microsoft Sentinel', 'Descartes', 'Emblem', 'Splunk Enterprise Security']),
    );
    expect(found).not.toContain('Bornhuetter');
  });

  it('does not take a word before an acronym for a name of its own: "Exam P, Exam FM"', () => {
    expect(labels('- At least 3 CAS exams passed (Exam P, Exam FM, and MAS-I)')).not.toContain('Exam');
  });
});

describe('the employer’s sentences (issue 31, session 14)', () => {
  it('reads "our" inside a duty as the job’s, and "Our plant runs ..." as the employer’s', () => {
    expect(labels('- Complete work orders in our CMMS (eMaint) and Procore')).toContain('eMaint');
    expect(labels('Our plant runs corrugators with Allen-Bradley ControlLogix lines.')).not.toContain(
      'ControlLogix',
    );
  });
});

describe('fields of knowledge and procedures alone (issue 31, session 14)', () => {
  it('takes one noun naming a field or an imaging procedure wherever it stands, not "technology"', () => {
    const found = labels(
      '- Help a radiologist with a fluoroscopy study\n- Produce maps with good cartography using new technology',
    );
    expect(found).toEqual(expect.arrayContaining(['fluoroscopy', 'cartography']));
    expect(found).not.toContain('technology');
  });
});

describe('where a tool stands (issue 31, session 14)', () => {
  it('reads a name after "use" or "using" (the lemma is "use"), and a one-letter language joined to a name', () => {
    const found = labels(
      '- Use Wireshark for packet analysis when needed\n- Build models in SAS and R for pricing',
    );
    expect(found).toEqual(expect.arrayContaining(['Wireshark', 'R']));
  });
});

describe('general heads (issue 31, session 14)', () => {
  it('leaves out a lower-case general head after a skill, not a capitalised one that ends a name', () => {
    const found = labels(
      '- Experience with CDISC standards or epidemiology studies\n- Migrate data to the ArcGIS Utility Network',
    );
    expect(found).toEqual(expect.arrayContaining(['CDISC', 'epidemiology', 'ArcGIS Utility Network']));
    expect(found).not.toContain('CDISC standards');
    expect(found).not.toContain('epidemiology study');
  });
});

describe('degree subjects (issue 31, session 14)', () => {
  it('reads a subject in lower case as a field of knowledge, and one written as the degree’s title not at all', () => {
    const hard = (ad: string) => extractJobTerms(ad).hard.map((t) => t.label.toLowerCase());
    expect(
      hard(
        "Education: Bachelor's degree in geography, GIS, or a related field. A GIS certificate may substitute.",
      ),
    ).toContain('geography');
    expect(hard("- Bachelor's degree in Accounting or Finance")).not.toContain('accounting');
  });
});

describe('codes of rules (issue 31, session 14)', () => {
  it('takes a part of a code by its number mid-sentence, an acronym with its part, and a title cited with its code', () => {
    const found = labels(
      '- 2+ years in a Part 121 or Part 135 environment\n- Working knowledge of FAR Part 43\n- Strong knowledge of 19 CFR and Section 301 duties',
    );
    expect(found).toEqual(
      expect.arrayContaining(['Part 121', 'Part 135', 'FAR Part 43', '19 CFR', 'Section 301']),
    );
    expect(found).not.toContain('FAR');
  });

  it('does not take a part at a line’s start for a code: "Part 2: the interview"', () => {
    expect(labels('Part 2: the interview')).not.toContain('Part 2');
  });
});

describe('fields of practice as heads (issue 31, session 14)', () => {
  it('takes safety, security, quality and maintenance classified by a noun: "radiation safety", "line maintenance"', () => {
    const found = labels(
      '- Follow radiation safety practices for patients\n- Perform scheduled and unscheduled line maintenance on regional jets',
    );
    expect(found).toEqual(expect.arrayContaining(['radiation safety', 'line maintenance']));
  });
});

describe('times, bodies and currencies (issue 31, session 14)', () => {
  it('takes no month, no body named by its head and no currency for a tool', () => {
    const found = labels(
      '- Site assignment made in August\n- License from the Speech and Hearing Board\n- Pay in USD via Gusto',
    );
    expect(found).not.toEqual(expect.arrayContaining(['August']));
    expect(found).not.toContain('Speech and Hearing Board');
    expect(found).not.toContain('Hearing Board');
    expect(found).not.toContain('USD');
  });
});

describe('duties that name the employer (issue 31, session 14)', () => {
  it('reads a duty opening with its verb as the job’s, though it names the employer', () => {
    const context = { ignoredNames: new Set<string>(), employerWords: new Set(['meridian']) };
    const found = adCandidates(
      '- Represent Meridian in sponsor meetings and FDA/EMA interactions',
      context,
    ).map((c) => c.label);
    expect(found).toEqual(expect.arrayContaining(['FDA', 'EMA']));
    expect(
      adCandidates('Meridian is a CRO that runs FDA trials.', context).map((c) => c.label),
    ).not.toContain('FDA');
  });
});

describe('figures in names (issue 31, session 14)', () => {
  it('takes a name with figures after two letters, not one letter and figures', () => {
    const found = labels(
      '- Build field apps in Survey123\n- Know ICH E9 and the E9(R1) addendum, and GD&T to ASME Y14.5',
    );
    expect(found).toContain('Survey123');
    expect(found).not.toContain('E9');
    expect(found).not.toContain('Y14');
  });
});

describe('longer names and versions (issue 31, session 14)', () => {
  it('lets a longer capitalised name hold the known name inside it: "Azure AD" rather than "Azure"', () => {
    const terms = extractJobTerms(
      '- Solid understanding of Active Directory and Azure AD\n- Build pipelines in Azure',
    ).hard;
    expect(terms.map((t) => t.term)).toContain('Azure AD');
  });

  it('leaves a version with a point out of a name, and keeps a model number', () => {
    const found = labels(
      '- Audit pages against WCAG 2.2 AA\n- Program VFDs (PowerFlex 525) and a CRJ-700 or Dash 8-400',
    );
    expect(found).toEqual(expect.arrayContaining(['WCAG', 'PowerFlex 525', 'Dash 8-400']));
    expect(found).not.toContain('WCAG 2.2');
  });
});

describe('an acronym where a tool stands (issue 31, session 14)', () => {
  it('opens a product’s name after "using", "in", "with": "using TIA Portal", not "SAP S" of "SAP S/4HANA"', () => {
    const found = labels('- Work on our newest line using TIA Portal\n- Place orders in SAP S/4HANA');
    expect(found).toContain('TIA Portal');
    expect(found).not.toContain('SAP S');
  });
});

describe('a name before a brand (issue 31, session 14)', () => {
  it('takes a capitalised word joined by "or" to a brand that follows: "Docketwise or LawLogix"', () => {
    const found = labels('- A case management system (INSZoom preferred; Docketwise or LawLogix fine)');
    expect(found).toEqual(expect.arrayContaining(['INSZoom', 'Docketwise', 'LawLogix']));
  });
});

describe('a maker before its brand (issue 31, session 14)', () => {
  it('takes the name written right before a brand, a line’s start too, but not a duty’s verb', () => {
    const found = labels('Esri ArcGIS products; geoprocessing\n- Use CrowdStrike Falcon to isolate hosts');
    expect(found).toContain('Esri');
    expect(found).not.toContain('Use');
  });
});

describe('titles (issue 31, session 14)', () => {
  it('takes no activity from capitalised words that go on capitalised: "Aircraft Maintenance Technician"', () => {
    const found = labels(
      'Position: Aircraft Maintenance Technician - Line\n- Perform line maintenance on regional jets',
    );
    expect(found).not.toContain('aircraft maintenance');
    expect(found).toContain('line maintenance');
  });
});

describe('a name between an article and a common noun (issue 31, session 15)', () => {
  it('takes the maker or method a thing is named by: "a Hobart mixer", "the Pareto method"', () => {
    const found = labels('You will run a Hobart mixer and rank causes with the Pareto method.');
    expect(found).toEqual(expect.arrayContaining(['Hobart', 'Pareto']));
  });

  it('takes no place or country written with points: "the Midwest region", "a U.S. person"', () => {
    const found = labels('You will travel across the Midwest region. Must be a U.S. person.');
    expect(found).not.toContain('Midwest');
    expect(found).not.toContain('U.S.');
  });
});

describe('what stands before "experience" (issue 31, session 15)', () => {
  it('takes the phrase the governor follows, and a name alone where work in it follows', () => {
    const found = labels(
      '- Prior hospice care experience preferred\n- 2 years of SolidWorks modeling experience',
    );
    expect(found).toEqual(expect.arrayContaining(['hospice care', 'SolidWorks']));
    expect(found).not.toContain('solidworks modeling');
  });

  it('takes no judging word opening a line, nor a capitalised "Experience" in a name', () => {
    const found = labels('- Solid experience in a plant\n- a Required Practical Experience permit');
    expect(found).not.toContain('Solid');
    expect(found).not.toContain('Required Practical');
  });
});

describe('"is a plus" weighs a requirement (issue 31, session 15)', () => {
  it('keeps the acronyms of a sentence that says "is a plus", though "is a" also introduces employers', () => {
    const found = labels('* A safety credential (e.g. CSP, ASP) is a plus');
    expect(found).toEqual(expect.arrayContaining(['CSP', 'ASP']));
  });
});

describe('codes by their writing (issue 31, session 15)', () => {
  it('takes single capitals joined by a slash or an ampersand as one code: "A/R", "P&L"', () => {
    const found = labels('- Post A/R entries and review the P&L monthly');
    expect(found).toEqual(expect.arrayContaining(['A/R']));
    expect(found).not.toContain('A');
  });

  it('takes a part of a code of rules named by capitals: "Medicare Part B"', () => {
    expect(labels('You will bill services under Medicare Part B every week')).toContain('Part B');
  });
});

describe('a product written as a verb (issue 31, session 15)', () => {
  it('does not report a product the vocabulary knows where the ad reads the lower-case word as a verb', () => {
    const hard = extractJobTerms(
      '- Watch the gauges and react when pressure drifts\n- Build UIs in React',
    ).hard;
    expect(hard.filter((t) => t.label === 'React').map((t) => t.term)).toEqual(['React']);
  });
});

describe('lists around a skill the vocabulary names (issue 31, session 15)', () => {
  it('takes the other members of a list in which the vocabulary knows one', () => {
    const hard = extractJobTerms('- Keep up payroll, vendor statements and bank reconciliations weekly').hard;
    expect(hard.map((t) => t.term)).toEqual(
      expect.arrayContaining(['vendor statements', 'bank reconciliations']),
    );
  });
});

describe('names where a thing or a law is named by them (issue 31, session 15)', () => {
  it('takes a name after a duty’s verb and before a common noun: "Follow Medicaid Waiver rules"', () => {
    expect(labels('Intake\n- Follow Medicaid Waiver rules in every referral')).toContain('Medicaid Waiver');
  });

  it('takes a name of two words or more after a preposition and "the": "using the Uniform Plumbing Code"', () => {
    const found = labels('Size drain lines using the Uniform Plumbing Code and work in the State of Ohio.');
    expect(found).toContain('Uniform Plumbing Code');
    expect(found).not.toContain('State');
  });
});

describe('names the tagger reads as verbs, and names joined by "and the" (issue 31, session 15)', () => {
  it('takes a capitalised word read as a verb mid-sentence as a name: "in Articulate Storyline"', () => {
    expect(labels('- Build courses in Articulate Storyline every quarter')).toContain('Articulate Storyline');
  });

  it('takes a name joined to a name by "and the": "in Salesforce and the Google Ad Manager"', () => {
    const found = labels('- Report in Salesforce and the Google Ad Manager each week');
    expect(found).toEqual(expect.arrayContaining(['Salesforce', 'Google Ad Manager']));
  });
});

describe('the narrower activity and list items opening with one (issue 31, session 15)', () => {
  it('keeps an activity whose first word the vocabulary knows as a noun, not a known gerund with its object', () => {
    const hard = extractJobTerms(
      'Title\n- Take part in audit planning each spring\n- Scheduling appointments daily',
    ).hard.map((t) => t.term);
    expect(hard).toContain('audit planning');
    expect(hard).not.toContain('audit');
    expect(hard).not.toContain('Scheduling appointments');
  });

  it('takes a list item opening with a noun and a gerund before a preposition: "Vendor sourcing for every trade"', () => {
    expect(labels('Duties\n- Vendor sourcing for every trade')).toContain('vendor sourcing');
  });
});

describe('codes the reader splits at a hyphen (issue 31, session 15)', () => {
  it('takes one capital joined to a word, or a number joined to one capital, as one code', () => {
    const found = labels('Duties\nYou will run the C-arm, file the 8-K and mark up T-slots.');
    expect(found).toEqual(expect.arrayContaining(['C-arm', '8-K', 'T-slots']));
  });

  it('takes no capital alone before a lower-case noun as a name: "G-code and M codes"', () => {
    const found = labels('Duties\n- Edit G-code and M codes at the control');
    expect(found).toContain('G-code');
    expect(found).not.toContain('M');
  });

  it('takes no duty verb written so: "E-file in federal court"', () => {
    expect(labels('Duties\n- E-file in federal court')).not.toContain('E-file');
  });
});
