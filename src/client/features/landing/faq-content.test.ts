import { describe, expect, it } from 'vitest';
import { formatUsd, PLANS, REFUND_DAYS } from '../../../domain/plans';
import { buildFaq } from './faq-content';

describe('buildFaq', () => {
  const text = buildFaq()
    .map((entry) => `${entry.question} ${entry.answer}`)
    .join('\n');

  it('says building and saving is free and downloads need a plan', () => {
    expect(text).toMatch(/saving resumes is free/);
    expect(text).toMatch(/as a PDF or Word document needs a plan/);
  });

  it("states one refund guarantee, the catalogue's, and no other number of days", () => {
    expect(text).toContain(`${REFUND_DAYS}-day money-back guarantee`);
    const guarantees = [...text.matchAll(/(\d+)-day money-back/g)].map((m) => Number(m[1]));
    expect(new Set(guarantees)).toEqual(new Set([REFUND_DAYS]));
    expect(text).not.toMatch(/full refund within 7 days/i);
  });

  it('makes no claim of a free plan limited to three documents', () => {
    expect(text).not.toMatch(/three documents|3 documents/i);
  });

  it('quotes every price from the catalogue', () => {
    for (const plan of Object.values(PLANS)) expect(text).toContain(formatUsd(plan.amountCents));
  });

  it('describes tailoring per job, which is built, and never promises daily job matches', () => {
    expect(text).toMatch(/tailored to that job/);
    expect(text).not.toMatch(/daily job matches/i);
  });

  it('describes cover letters as built: written from the resume, downloads behind a plan', () => {
    expect(text).toMatch(/Write it for me drafts one from your resume and the job ad/);
    expect(text).toMatch(/downloading it as a PDF or Word document needs a plan/);
  });
});
