import { describe, expect, it } from 'vitest';
import { inTense } from './action-verbs';
import { toClause } from './cover-letter/first-person';
import { continuesActivityList, namesActivity, opensActivityList } from './noun-compounds';
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
});
