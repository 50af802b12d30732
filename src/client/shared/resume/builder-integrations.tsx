import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Resume } from '../../../domain/resume';

/**
 * Places where other features attach to the builder (AI suggestions, accounts, drafts, downloads). The app
 * fills them in src/client/app/; every slot is optional, and an empty slot renders nothing and fakes nothing.
 */

export interface BulletSuggestionsProps {
  jobTitle: string;
  company: string;
  dates: string;
  isCurrent: boolean;
  draftText: string;
  onAdd: (bullet: string) => void;
}

export interface SuggestedSkillsProps {
  resume: Resume;
  onAdd: (name: string) => void;
}

export interface SummarySuggestionsProps {
  resume: Resume;
  usedSuggestions: readonly string[];
  onPick: (text: string) => void;
}

export interface BuilderUser {
  id: string;
  firstName?: string | null;
}

export interface ServerDraft {
  resume: Resume;
  title?: string;
}

/** What the drafts feature needs from the open builder to autosave it. */
export interface DraftSyncProps {
  resume: Resume;
  title: string;
  /** False while a resumeId's draft is loading. */
  isLoaded: boolean;
  /** Replaces the builder's state ('Load the saved version'). */
  replace: (resume: Resume, title: string) => void;
}

/** What the job panel slot is given: the resume as it stands, and where the layout puts the panel. */
export interface JobPanelProps {
  resume: Resume;
  /** A column beside the form (wide screens), or a band above it (narrow ones). */
  placement: 'column' | 'inline';
}

export interface BuilderIntegrations {
  BulletSuggestions?: ComponentType<BulletSuggestionsProps>;
  SuggestedSkills?: ComponentType<SuggestedSkillsProps>;
  SummarySuggestions?: ComponentType<SummarySuggestionsProps>;
  /** Shown in the title bar (Saving/Saved) when drafts are wired. */
  TitleBarStatus?: ComponentType;
  /** The top bar's Dashboard button; the slot decides whether the user is signed in. */
  DashboardButton?: ComponentType;
  /** The preview page's links to the open draft's history and public link; renders nothing for a guest. */
  DraftLinks?: ComponentType;
  useCurrentUser?: () => BuilderUser | null | undefined;
  /** After the summary step saves (the guest sign-up prompt). Return true when it took over navigation. */
  onSummaryContinue?: (resume: Resume) => boolean | Promise<boolean>;
  /** Download from the builder; without it Download opens /write/preview. */
  onDownload?: (resume: Resume, title: string) => void;
  /** Loads a saved draft for ?resumeId=; null when it cannot be loaded. */
  loadServerDraft?: (id: string, signal: AbortSignal) => Promise<ServerDraft | null>;
  /** Every change of the resume or its title, for server autosave. */
  onResumeChange?: (resume: Resume, title: string) => void;
  /** Rendered inside the builder's store: keeps a signed-in user's draft saved. */
  DraftSync?: ComponentType<DraftSyncProps>;
  /** True when the address names the draft already open (just created): no reload, nothing is replaced. */
  isDraftInEditor?: (id: string) => boolean;
  /** The server draft the browser's local copy belongs to, if any: its typed entry forms are kept under its id. */
  linkedDraftId?: () => string | null;
  /** The local copy was cleared (new=true or Start Over): forget which draft it belonged to. */
  onLocalReset?: () => void;
  /** Save & Continue on a step: resolves to where to go instead of the next step, or null for the next step. */
  onStepContinue?: (stepId: string, resume: Resume, title: string) => Promise<string | null>;
  /** The job a tailored copy is for, beside the form (issue 35 item 7); renders nothing for other drafts. */
  JobPanel?: ComponentType<JobPanelProps>;
  /** The title bar's rename; `apply` sets the title (again, with the old one, when saving fails). */
  onRename?: (title: string, previousTitle: string, apply: (title: string) => void) => Promise<void>;
}

const BuilderIntegrationsContext = createContext<BuilderIntegrations>({});

export function BuilderIntegrationsProvider({
  value,
  children,
}: {
  value: BuilderIntegrations;
  children: ReactNode;
}) {
  return <BuilderIntegrationsContext.Provider value={value}>{children}</BuilderIntegrationsContext.Provider>;
}

export function useBuilderIntegrations(): BuilderIntegrations {
  return useContext(BuilderIntegrationsContext);
}

const noUser = () => null;

/** The signed-in user when accounts are wired, otherwise null (a guest). */
export function useBuilderUser(): BuilderUser | null | undefined {
  const { useCurrentUser = noUser } = useBuilderIntegrations();
  return useCurrentUser();
}
