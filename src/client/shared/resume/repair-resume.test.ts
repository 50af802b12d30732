import { describe, expect, it } from 'vitest';
import { emptyResume } from '../../../domain/resume';
import { repairResume, restoreTypedResume } from './repair-resume';

describe('repairResume', () => {
  it('keeps a valid resume as it is', () => {
    const resume = {
      ...emptyResume(),
      personalDetails: { ...emptyResume().personalDetails, firstName: 'Ada' },
    };
    expect(repairResume(resume)).toEqual(resume);
  });

  it('drops only the fields that fail, keeping the rest', () => {
    const resume = emptyResume();
    const repaired = repairResume({
      ...resume,
      personalDetails: { ...resume.personalDetails, firstName: 'Ada' },
      contactInfo: { ...resume.contactInfo, email: 'ada@', phone: '555' },
      skills: [{ id: 'a1', name: 'Go', level: 'guru' }],
    });
    expect(repaired?.personalDetails.firstName).toBe('Ada');
    expect(repaired?.contactInfo.email).toBe('');
    expect(repaired?.contactInfo.phone).toBe('555');
    expect(repaired?.skills).toEqual([
      { id: 'a1', name: 'Go', level: 'intermediate', category: 'technical' },
    ]);
  });

  it('answers null for something that is not a resume', () => {
    expect(repairResume('nope')).toBeNull();
    expect(repairResume(null)).toBeNull();
  });
});

describe('restoreTypedResume', () => {
  it('keeps a half-typed e-mail and link, and an overlong title, exactly as typed', () => {
    const resume = emptyResume();
    const typed = {
      ...resume,
      contactInfo: { ...resume.contactInfo, email: 'elena.marquez@', website: 'elena dot dev ' },
      personalDetails: { ...resume.personalDetails, jobTitle: 'x'.repeat(1000) },
    };
    expect(restoreTypedResume(JSON.parse(JSON.stringify(typed)))).toEqual(typed);
  });

  it('repairs what is not a format refusal, as repairResume does', () => {
    const resume = emptyResume();
    const damaged = { ...resume, skills: [{ id: 'a1', name: 'Go', level: 'guru' }] };
    expect(restoreTypedResume(damaged)).toEqual(repairResume(damaged));
    expect(restoreTypedResume('nope')).toBeNull();
  });
});
