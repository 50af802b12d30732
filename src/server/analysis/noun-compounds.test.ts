import { describe, expect, it } from 'vitest';
import { inTense } from './action-verbs';
import { tensed } from './choose-verb';
import { toClause } from './cover-letter/first-person';
import { continuesActivityList, namesActivity, opensActivityList, opensNounCompound } from './noun-compounds';
import { rewriteNote } from './write-bullets';

/** Issue 31 items 4-5: a bullet or note that opens or goes on with a noun phrase is not read as a verb. */
describe('noun phrases whose first word is also a verb', () => {
  it('names activities by their shape, not things or counted plurals', () => {
    expect(['review', 'management', 'audits', 'improvement', 'care'].every(namesActivity)).toBe(true);
    expect(['supplies', 'invoices', 'patient', 'signs', 'documents'].some(namesActivity)).toBe(false);
  });

  it('does not say a list of activities as "I chart review" in a letter', () => {
    expect(toClause('Chart review and shift audits', true)).toBeUndefined();
    expect(toClause('Chart review and shift audits; train new nurses', false)).toBeUndefined();
    expect(toClause('Process improvement and vendor audits for the plant', false)).toBeUndefined();
  });

  it('keeps a verb first a verb before the activities it takes as its object', () => {
    expect(toClause('Plan maintenance and repairs for 12 buildings', false)?.text).toBe(
      'planned maintenance and repairs for 12 buildings',
    );
    expect(toClause('Lead training and onboarding for new hires', false)?.text).toBe(
      'led training and onboarding for new hires',
    );
    expect(rewriteNote('perform maintenance and inspections', false)).toBe(
      'Performed maintenance and inspections',
    );
    expect(rewriteNote('did wound care and lead training for new aides', false)).toBe(
      'Provided wound care and led training for new aides',
    );
  });

  it('keeps a verb with its object in a letter', () => {
    expect(toClause('Chart patient vitals every hour', false)?.text).toBe(
      'charted patient vitals every hour',
    );
    expect(toClause('Order supplies and process invoices', false)?.text).toBe(
      'ordered supplies and process invoices',
    );
    expect(toClause('Chart the review findings and audits', true)?.text).toBe(
      'chart the review findings and audits',
    );
  });

  it("keeps the second item of a noun list a noun in a past bullet: no 'drained management'", () => {
    expect(rewriteNote('wound care and drain management for post op patients', false)).toBe(
      'Provided wound care and drain management for post-op patients',
    );
    expect(rewriteNote('did wound care and chart review', false)).toBe(
      'Provided wound care and chart review',
    );
    expect(rewriteNote('chart review and shift audits', false)).toBe(
      'Conducted chart review and shift audits',
    );
  });

  it('keeps a verb after "and" a verb when its object is a thing', () => {
    expect(rewriteNote('restock the cart and order supplies', false)).toBe(
      'Restocked the cart and ordered supplies',
    );
    expect(rewriteNote('reconcile accounts and process invoices', false)).toBe(
      'Reconciled accounts and processed invoices',
    );
    expect(rewriteNote('inspect fire extinguishers and schedule maintenance', false)).toMatch(
      /and scheduled maintenance$/,
    );
    expect(rewriteNote('chart patient vitals every hour', false)).toMatch(/patient vital signs every hour$/);
    // The phrase before 'and' must be a bare noun pair naming an activity.
    expect(continuesActivityList(['the', 'cart'], ['drain', 'management'], true)).toBe(false);
    expect(continuesActivityList(['wound', 'care'], ['order', 'supplies'], true)).toBe(false);
    expect(opensActivityList(['order', 'supplies', 'and', 'process', 'invoices'])).toBe(false);
    // 'care' before 'plans' modifies it: 'update' keeps its object and its tense.
    expect(rewriteNote('do wound care and update care plans', false)).toBe(
      'Provided wound care and updated care plans',
    );
  });

  it("gives a verb that is its own past that past: 'shed', not 'shedded'", () => {
    expect(inTense('shed', false)).toBe('shed');
    expect(toClause('Shed duties to the night crew', false)?.text).toBe('shed duties to the night crew');
    expect(rewriteNote('shed duties to the night crew', false)).toBe('Shed duties to the night crew');
    // A verb whose '-ed' past the model knows keeps it.
    expect(inTense('transmit', false)).toBe('transmitted');
    expect(inTense('fit', false)).toBe('fitted');
  });

  it("reads a note that opens with a noun compound as the activity it names: no 'Documented review'", () => {
    expect(rewriteNote('chart review', false)).toBe('Conducted chart review');
    expect(rewriteNote('chart review for new admits', true)).toBe('Conduct chart review for new admissions');
    expect(rewriteNote('process improvement', false)).toBe('Managed process improvement');
    // A verb before the things it acts on, or before a noun that names a thing as often as an activity, stays.
    expect(rewriteNote('order supplies', false)).toBe('Ordered supplies');
    expect(rewriteNote('process invoices daily', false)).toBe('Processed invoices daily');
    expect(rewriteNote('track budget and timeline', false)).toBe('Tracked budget and timeline');
    // A gerund or a state kept is a verb's object ('track spending', 'track attendance').
    expect(rewriteNote('track spending', false)).toBe('Tracked spending');
    expect(rewriteNote('record attendance', false)).toBe('Recorded attendance');
    expect(opensNounCompound(['chart', 'review', 'notes'], () => false)).toBe(false);
    expect(opensNounCompound(['order', 'audits'], () => false)).toBe(false);
  });

  it('does not say a bullet that opens with a noun compound as "I charted review" in a letter', () => {
    expect(toClause('Chart review for new admits', false)).toBeUndefined();
    expect(toClause('Cycle counts weekly', true)).toBeUndefined();
    expect(toClause('Chart patient vitals every hour', false)?.text).toBe(
      'charted patient vitals every hour',
    );
    expect(toClause('Input orders into Epic', false)?.text).toBe('input orders into Epic');
  });

  it("reads a noun first before the plural of an event as a noun compound: no 'Cycled counts'", () => {
    expect(rewriteNote('cycle counts weekly', false)).toBe('Conducted cycle counts weekly');
    expect(rewriteNote('code reviews for the team', false)).toBe('Conducted code reviews for the team');
    // The things a verb acts on are no event: 'stock shelves', 'process orders'.
    expect(rewriteNote('stock shelves nightly', false)).toBe('Stocked shelves nightly');
    expect(rewriteNote('process orders weekly', false)).toBe('Processed orders weekly');
    // Verbs of keeping and arranging, which our tables list, take events as their objects.
    expect(rewriteNote('record interviews', false)).toBe('Recorded interviews');
    expect(rewriteNote('book visits', false)).toBe('Booked visits');
  });

  it("reads a second object after the note's own verb as a noun where its sentence does: no 'drained management'", () => {
    expect(rewriteNote('handled wound care and drain management', false)).toBe(
      'Managed wound care and drain management',
    );
    expect(rewriteNote('performed wound care and drain management for post op patients', false)).toBe(
      'Performed wound care and drain management for post-op patients',
    );
  });

  it("gives a verb built on another verb that verb's past where the model knows no regular one: 'input'", () => {
    for (const verb of ['input', 'offset', 'typeset', 'broadcast', 'forecast', 'upset', 'output']) {
      expect(inTense(verb, false)).toBe(verb);
    }
    // A person costs out a job: that 'cost' is regular ('it cost $40' is not a bullet's).
    expect(rewriteNote('cost out new menu items', false)).toBe('Costed out new menu items');
    expect(tensed('set up', false)).toBe('set up');
    // A final 'c' keeps its sound with a 'k' where the model knows that form.
    expect(['traffic', 'panic', 'arc', 'sync'].map((verb) => inTense(verb, false))).toEqual([
      'trafficked',
      'panicked',
      'arced',
      'synced',
    ]);
    expect(rewriteNote('input orders into the system', false)).toBe('Input orders into the system');
    // A regular past the model knows stays ('visited' is no 'vi' + 'sat').
    expect(['visit', 'benefit', 'highlight', 'outfit', 'edit'].map((verb) => inTense(verb, false))).toEqual([
      'visited',
      'benefited',
      'highlighted',
      'outfitted',
      'edited',
    ]);
  });

  it("reads a noun of action joined by 'and' to a verb with its object as that noun's verb: 'eval and treat'", () => {
    expect(rewriteNote('eval and treat 6-8 pts a day on inpatient rehab', true)).toBe(
      'Evaluate and treat 6-8 patients a day on inpatient rehabilitation',
    );
    expect(rewriteNote('installation and maintain equipment', false)).toBe(
      'Installed and maintained equipment',
    );
    // Two nouns of action are a list of activities: no verb is made of either.
    expect(rewriteNote('evaluation and treatment of patients', false)).toBe(
      'Conducted evaluation and treatment of patients',
    );
  });
});
