import { describe, expect, it } from 'vitest';
import { planLoad, plannedDesign } from './load-plan';

describe('planLoad', () => {
  it('lets a known template win over resumeId and new=true', () => {
    const plan = planLoad('?template=02&resumeId=abc&new=true');
    expect(plan.kind).toBe('template');
    if (plan.kind === 'template') {
      expect(plan.templateId).toBe('02');
      expect(plan.resume.personalDetails.jobTitle).toMatch(/marketing/i);
    }
  });

  it('ignores an unknown template key and falls through', () => {
    expect(planLoad('?template=99&resumeId=abc')).toEqual({ kind: 'server', resumeId: 'abc' });
  });

  it('puts resumeId before new=true', () => {
    expect(planLoad('resumeId=r1&new=true')).toEqual({ kind: 'server', resumeId: 'r1' });
  });

  it('starts blank with new=true and only with the value true', () => {
    expect(planLoad('?new=true')).toEqual({ kind: 'new' });
    expect(planLoad('?new=false')).toEqual({ kind: 'local' });
  });

  it('loads the local copy without any of them', () => {
    expect(planLoad('')).toEqual({ kind: 'local' });
    expect(planLoad('?resumeId=')).toEqual({ kind: 'local' });
  });
});

describe('plannedDesign', () => {
  it('names a known design template and ignores anything else', () => {
    expect(plannedDesign('?design=sidebar')).toBe('sidebar');
    expect(plannedDesign('?template=01&design=academic')).toBe('academic');
    expect(plannedDesign('?design=01')).toBeUndefined();
    expect(plannedDesign('?design=constructor')).toBeUndefined();
    expect(plannedDesign('?new=true')).toBeUndefined();
  });
});
