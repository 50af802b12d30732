import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearEntryForms,
  GUEST_SCOPE,
  MAX_SCOPES,
  moveEntryForms,
  readEntryForm,
  writeEntryForm,
} from './entry-forms';

/** A Map-backed localStorage: the storage helpers need only these methods. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const EMPTY_JOB = { jobTitle: '', company: '', current: false, editingId: '' };
const typedJob = { jobTitle: 'Engineer', company: 'Acme', current: true, editingId: '' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('entry forms kept per resume', () => {
  it('keeps a typed form and reads it back as typed', () => {
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toBeNull();
    writeEntryForm(GUEST_SCOPE, 'experience', typedJob);
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toEqual(typedJob);
  });

  it('keeps each draft and each form apart', () => {
    writeEntryForm('draft-a', 'experience', typedJob);
    writeEntryForm('draft-b', 'education', { institution: 'Yale' });
    expect(readEntryForm('draft-b', 'experience', EMPTY_JOB)).toBeNull();
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toBeNull();
    expect(readEntryForm('draft-a', 'experience', EMPTY_JOB)).toEqual(typedJob);
    expect(readEntryForm('draft-b', 'education', { institution: '' })).toEqual({ institution: 'Yale' });
  });

  it('forgets a form once its entry is added, and the draft with its last form', () => {
    writeEntryForm('draft-a', 'experience', typedJob);
    writeEntryForm('draft-a', 'education', { institution: 'Yale' });
    writeEntryForm('draft-a', 'experience', null);
    expect(readEntryForm('draft-a', 'experience', EMPTY_JOB)).toBeNull();
    expect(readEntryForm('draft-a', 'education', { institution: '' })).toEqual({ institution: 'Yale' });
    writeEntryForm('draft-a', 'education', null);
    expect(localStorage.getItem('resume-entry-forms')).toBeNull();
  });

  it('reads fields against the empty form: missing or mistyped fields take its values, unknown ones are left', () => {
    localStorage.setItem(
      'resume-entry-forms',
      JSON.stringify({
        guest: { at: 1, forms: { experience: { jobTitle: 'Engineer', current: 'yes', stray: 'x' } } },
      }),
    );
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toEqual({
      ...EMPTY_JOB,
      jobTitle: 'Engineer',
    });
  });

  it('ignores a stored value that is not JSON or not of its shape', () => {
    localStorage.setItem('resume-entry-forms', '{not json');
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toBeNull();
    localStorage.setItem('resume-entry-forms', JSON.stringify({ guest: { forms: 3 } }));
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toBeNull();
    writeEntryForm(GUEST_SCOPE, 'experience', typedJob);
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toEqual(typedJob);
  });

  it('clears one resume’s forms only', () => {
    writeEntryForm(GUEST_SCOPE, 'experience', typedJob);
    writeEntryForm('draft-a', 'experience', typedJob);
    clearEntryForms(GUEST_SCOPE);
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toBeNull();
    expect(readEntryForm('draft-a', 'experience', EMPTY_JOB)).toEqual(typedJob);
  });

  it('moves a guest’s forms to the draft its resume became, keeping what the draft had', () => {
    writeEntryForm(GUEST_SCOPE, 'experience', typedJob);
    writeEntryForm(GUEST_SCOPE, 'education', { institution: 'Guest school' });
    writeEntryForm('draft-a', 'education', { institution: 'Draft school' });
    moveEntryForms(GUEST_SCOPE, 'draft-a');
    expect(readEntryForm(GUEST_SCOPE, 'experience', EMPTY_JOB)).toBeNull();
    expect(readEntryForm('draft-a', 'experience', EMPTY_JOB)).toEqual(typedJob);
    expect(readEntryForm('draft-a', 'education', { institution: '' })).toEqual({
      institution: 'Draft school',
    });
  });

  it(`keeps the ${MAX_SCOPES} drafts last typed in`, () => {
    for (let index = 0; index <= MAX_SCOPES; index += 1) {
      writeEntryForm(`draft-${index}`, 'experience', typedJob, 1000 + index);
    }
    expect(readEntryForm('draft-0', 'experience', EMPTY_JOB)).toBeNull();
    expect(readEntryForm('draft-1', 'experience', EMPTY_JOB)).toEqual(typedJob);
    expect(readEntryForm(`draft-${MAX_SCOPES}`, 'experience', EMPTY_JOB)).toEqual(typedJob);
  });
});
