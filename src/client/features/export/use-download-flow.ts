import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ExportSource } from '../../../domain/export-api';
import type { Resume } from '../../../domain/resume';
import { EXPORT_TEXTS } from '../../lib/i18n/namespaces/export';
import { useT } from '../../lib/i18n/use-t';
import { writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { DownloadDialogProps } from './download-dialog';
import {
  type BuilderDownloadInput,
  type FlowOutcome,
  type PreviewDownloadInput,
  RESUME_NOT_FOUND_MESSAGE,
  runBuilderDownload,
  runPreviewDownload,
  SAVE_FAILED_MESSAGE,
} from './download-flow';

/**
 * Hooks over download-flow.ts for the screens: `start()` runs the flow, and the answer opens the sign-up
 * modal (through `openSignUp`), the format dialog (render <DownloadDialog {...dialog} />), a navigation, or
 * an error text (`error`, shown by the screen; section 8's texts).
 */

export interface DownloadFlow {
  /** Runs the flow for the resume on screen; fits the builder integrations' `onDownload(resume, title)`. */
  start(resume: Resume, title: string): Promise<void>;
  isWorking: boolean;
  error: string | null;
  dialog: DownloadDialogProps;
}

type Run = (resume: Resume, title: string) => Promise<FlowOutcome>;

function useDownloadFlow(source: ExportSource, run: Run, openSignUp: () => void): DownloadFlow {
  const [, navigate] = useLocation();
  const { t } = useT(EXPORT_TEXTS);
  const [draftId, setDraftId] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isWorking, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The latest inputs without restarting callbacks: the screens pass fresh closures each render.
  const runRef = useRef(run);
  runRef.current = run;
  const openSignUpRef = useRef(openSignUp);
  openSignUpRef.current = openSignUp;

  const start = useCallback(
    async (resume: Resume, title: string) => {
      setWorking(true);
      setError(null);
      try {
        const outcome = await runRef.current(resume, title);
        if (outcome.kind === 'sign-up') openSignUpRef.current();
        else if (outcome.kind === 'navigate') navigate(outcome.to);
        else if (outcome.kind === 'error') setError(outcome.message);
        else {
          setDraftId(outcome.draftId);
          setOpen(true);
        }
      } finally {
        setWorking(false);
      }
    },
    [navigate],
  );

  // The flows answer section 8's English; the screen shows it in the interface language.
  const shown =
    error === SAVE_FAILED_MESSAGE
      ? t('flow.saveFailed')
      : error === RESUME_NOT_FOUND_MESSAGE
        ? t('flow.notFound')
        : error;
  return { start, isWorking, error: shown, dialog: { open: isOpen, onOpenChange: setOpen, draftId, source } };
}

export type BuilderDownloadOptions = Omit<
  BuilderDownloadInput,
  'rememberMigratedResumeId' | 'resume' | 'title' | 'draftId'
> & {
  /** The draft being edited (resumeId or the autosave's id), or null before its first save. */
  getDraftId(): string | null;
  openSignUp(): void;
};

/** The builder's Download (spec section 4): the address hash becomes #download, then the flow runs. */
export function useBuilderDownloadFlow(options: BuilderDownloadOptions): DownloadFlow {
  return useDownloadFlow(
    'builder',
    (resume, title) => {
      window.history.replaceState(window.history.state, '', '#download');
      return runBuilderDownload({
        ...options,
        resume,
        title,
        draftId: options.getDraftId(),
        rememberMigratedResumeId: (id) => writeString(STORAGE_KEYS.migratedResumeId, id),
      });
    },
    options.openSignUp,
  );
}

export type PreviewDownloadOptions = Omit<PreviewDownloadInput, 'resume' | 'title' | 'draftId'> & {
  getDraftId(): string | null;
  openSignUp(): void;
};

/** /write/preview's and /improve's Download (spec section 4, 'Download flow (preview page)'). */
export function usePreviewDownloadFlow(options: PreviewDownloadOptions): DownloadFlow {
  return useDownloadFlow(
    'preview',
    (resume, title) => runPreviewDownload({ ...options, resume, title, draftId: options.getDraftId() }),
    options.openSignUp,
  );
}
