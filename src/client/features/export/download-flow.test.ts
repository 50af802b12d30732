import { describe, expect, it, vi } from 'vitest';
import { emptyResume, type Resume } from '../../../domain/resume';
import { setLanguageState } from '../../lib/i18n/language-store';
import {
  type DraftCalls,
  type FlowUser,
  pendingDraftTitle,
  RESUME_NOT_FOUND_MESSAGE,
  runBuilderDownload,
  runPreviewDownload,
  SAVE_FAILED_MESSAGE,
} from './download-flow';

const resume: Resume = {
  ...emptyResume(),
  personalDetails: { ...emptyResume().personalDetails, firstName: 'Ada', lastName: 'Lovelace' },
};
const active: FlowUser = {
  id: 'u1',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};
const expired: FlowUser = { ...active, subscriptionExpiresAt: new Date(Date.now() - 1000).toISOString() };

function calls(
  drafts: { id: string }[] = [],
): DraftCalls & { [K in keyof DraftCalls]: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async () => drafts),
    create: vi.fn(async () => ({ id: 'created' })),
    patch: vi.fn(async (id: string) => ({ id })),
  };
}

const builder = (overrides: Partial<Parameters<typeof runBuilderDownload>[0]>) =>
  runBuilderDownload({
    user: active,
    resume,
    title: '',
    draftId: null,
    calls: calls(),
    rememberMigratedResumeId: vi.fn(),
    ...overrides,
  });

describe('runBuilderDownload', () => {
  it('opens the sign-up modal when signed out', async () => {
    expect(await builder({ user: null })).toEqual({ kind: 'sign-up' });
  });

  it('opens the format chooser for an active plan, on the known draft after saving it', async () => {
    const flushSave = vi.fn(async () => {});
    expect(await builder({ draftId: 'd1', flushSave })).toEqual({ kind: 'choose-format', draftId: 'd1' });
    expect(flushSave).toHaveBeenCalledOnce();
  });

  it("uses the user's latest draft, or creates one, when the id is unknown", async () => {
    expect(await builder({ calls: calls([{ id: 'latest' }, { id: 'older' }]) })).toEqual({
      kind: 'choose-format',
      draftId: 'latest',
    });
    const none = calls();
    expect(await builder({ calls: none })).toEqual({ kind: 'choose-format', draftId: 'created' });
    expect(none.create).toHaveBeenCalledWith({ title: 'Ada Lovelace Resume', data: resume });
  });

  it('saves as pending (PATCH with an id, POST without), keeps the id and goes to /loading', async () => {
    const remember = vi.fn();
    const withId = calls();
    expect(
      await builder({
        user: expired,
        draftId: 'd1',
        title: 'My CV',
        calls: withId,
        rememberMigratedResumeId: remember,
      }),
    ).toEqual({
      kind: 'navigate',
      to: '/loading',
    });
    expect(withId.patch).toHaveBeenCalledWith('d1', { title: 'My CV', data: resume, status: 'pending' });
    expect(remember).toHaveBeenCalledWith('d1');

    const withoutId = calls();
    await builder({
      user: { ...active, subscriptionStatus: null },
      calls: withoutId,
      rememberMigratedResumeId: remember,
    });
    expect(withoutId.create).toHaveBeenCalledWith({
      title: 'Ada Lovelace Resume',
      data: resume,
      status: 'pending',
    });
    expect(remember).toHaveBeenLastCalledWith('created');
  });

  it('reports the save error text when the pending save fails', async () => {
    const failing = { ...calls(), create: vi.fn(async () => Promise.reject(new Error('500'))) };
    expect(await builder({ user: expired, calls: failing })).toEqual({
      kind: 'error',
      message: SAVE_FAILED_MESSAGE,
    });
  });
});

describe('runPreviewDownload', () => {
  const preview = (checkUser: () => Promise<FlowUser | null>, drafts = calls()) =>
    runPreviewDownload({ checkUser, resume, title: '', draftId: null, calls: drafts });

  it('opens sign-up when signed out or when the check fails', async () => {
    expect(await preview(async () => null)).toEqual({ kind: 'sign-up' });
    expect(await preview(async () => Promise.reject(new Error('offline')))).toEqual({ kind: 'sign-up' });
  });

  it('goes to /select-plan without an active plan', async () => {
    expect(await preview(async () => expired)).toEqual({ kind: 'navigate', to: '/select-plan' });
  });

  it('opens the format dialog on the first draft, or a created one', async () => {
    expect(await preview(async () => active, calls([{ id: 'first' }]))).toEqual({
      kind: 'choose-format',
      draftId: 'first',
    });
    expect(await preview(async () => active)).toEqual({ kind: 'choose-format', draftId: 'created' });
  });

  it('alerts when no draft can be found or created', async () => {
    const failing = { ...calls(), create: vi.fn(async () => Promise.reject(new Error('500'))) };
    expect(await preview(async () => active, failing)).toEqual({
      kind: 'error',
      message: RESUME_NOT_FOUND_MESSAGE,
    });
  });
});

describe('pendingDraftTitle', () => {
  it('keeps a saved title, else first and last name plus Resume', () => {
    expect(pendingDraftTitle('  CV  ', resume)).toBe('CV');
    expect(pendingDraftTitle('', resume)).toBe('Ada Lovelace Resume');
    expect(pendingDraftTitle('', emptyResume())).toBe('My Resume');
  });

  it("names a draft in its resume's language, a nameless one in the interface language (English in the pseudo-language)", () => {
    try {
      setLanguageState('fr', null);
      expect(pendingDraftTitle('', { ...resume, language: 'fr' })).toBe('CV de Ada Lovelace');
      expect(pendingDraftTitle('', resume)).toBe('Ada Lovelace Resume');
      expect(pendingDraftTitle('', emptyResume())).toBe('Mon CV');
      expect(pendingDraftTitle(' Mon titre ', resume)).toBe('Mon titre');
      setLanguageState('xx', null);
      expect(pendingDraftTitle('', emptyResume())).toBe('My Resume');
    } finally {
      setLanguageState('en', null);
    }
  });
});
