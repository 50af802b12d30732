import { CheckIcon, PenLineIcon, PlusIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { JobMatchReport, MatchKind, MissingTerm } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { describePath } from './describe-path';
import type { ResumeBullet } from './job-match-calls';
import { KeywordBullet, type ReplaceBullet } from './keyword-bullet';
import { resumeBullets } from './resume-bullets';

const KIND_HEADINGS: Record<'hard' | 'soft', string> = {
  hard: 'Hard skills and tools',
  soft: 'Soft skills',
};

function scoreWords(score: number): string {
  if (score >= 80) return 'Strong match';
  if (score >= 60) return 'Good match';
  if (score >= 40) return 'Partial match';
  return 'Weak match';
}

interface MatchReportProps {
  report: JobMatchReport;
  resume: Resume;
  /**
   * Adds a missing skill to the resume; offered only after the user confirms it is true. A promise (a save)
   * is awaited before the row says "added", and its failure is shown on the row.
   */
  onAddSkill?: (term: string) => Promise<void> | void;
  /** Replaces one employment bullet with a rewrite that uses a missing term (offered when there are bullets). */
  onReplaceBullet?: ReplaceBullet;
}

/** The match report: score with how it is computed, each term found (and where) or missing, and requirements. */
export function MatchReport({ report, resume, onAddSkill, onReplaceBullet }: MatchReportProps) {
  const bullets = useMemo(() => resumeBullets(resume), [resume]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <p className="flex size-20 shrink-0 flex-col items-center justify-center rounded-full border-4 border-brand-600 text-2xl font-bold">
          <span className="sr-only">Match score </span>
          {report.score}
          <span className="text-xs font-normal text-muted-foreground">of 100</span>
        </p>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold">{scoreWords(report.score)}</p>
          <p className="text-sm text-muted-foreground">{report.explanation}</p>
        </div>
      </div>
      {report.otherField && (
        <p
          role="note"
          className="rounded-md border border-warning-soft-foreground/40 bg-warning-soft p-3 text-sm"
        >
          {report.otherField}
        </p>
      )}
      <ScoreBreakdown report={report} />
      {(['hard', 'soft'] as const).map((kind) => (
        <TermList
          key={kind}
          kind={kind}
          report={report}
          resume={resume}
          onAddSkill={kind === 'hard' ? onAddSkill : undefined}
          bullets={onReplaceBullet ? bullets : []}
          onReplaceBullet={onReplaceBullet}
        />
      ))}
      <Requirements report={report} />
      {report.repeatedWords.length > 0 && (
        <section aria-labelledby="repeated-words-heading" className="flex flex-col gap-2">
          <h3 id="repeated-words-heading" className="font-semibold">
            Words the ad repeats most
          </h3>
          <p className="flex flex-wrap gap-2">
            {report.repeatedWords.map((word) => (
              <Badge key={word.word} variant="secondary">
                {word.word} ({word.count})
              </Badge>
            ))}
          </p>
        </section>
      )}
    </div>
  );
}

const PART_NAMES: Record<MatchKind, string> = {
  hard: 'Hard skills and tools',
  soft: 'Soft skills',
  title: 'Job title',
  experience: 'Years of experience',
  education: 'Education',
};

function partFound(part: JobMatchReport['breakdown'][number]): string {
  if (part.kind === 'experience') return `${part.found} of ${part.total} years`;
  if (part.kind === 'title' || part.kind === 'education') return part.found ? 'met' : 'not met';
  return `${part.found} of ${part.total} found`;
}

/** How the score adds up: each part the ad asks for, what the resume shows of it, and its points. */
function ScoreBreakdown({ report }: { report: JobMatchReport }) {
  if (report.breakdown.length === 0) return null;
  return (
    <section aria-labelledby="score-breakdown-heading" className="flex flex-col gap-2">
      <h3 id="score-breakdown-heading" className="font-semibold">
        How the score adds up
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {report.breakdown.map((part) => (
          <li key={part.kind} className="flex flex-wrap justify-between gap-x-4">
            <span>
              {PART_NAMES[part.kind]}: {partFound(part)}
            </span>
            <span className="tabular-nums text-muted-foreground">
              {part.points} of {part.maxPoints} points
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TermList({
  kind,
  report,
  resume,
  onAddSkill,
  bullets,
  onReplaceBullet,
}: {
  kind: 'hard' | 'soft';
  report: JobMatchReport;
  resume: Resume;
  onAddSkill?: (term: string) => Promise<void> | void;
  bullets: ResumeBullet[];
  onReplaceBullet?: ReplaceBullet;
}) {
  const found = report.matched.filter((item) => item.kind === kind);
  const missing = report.missing.filter((item) => item.kind === kind);
  const headingId = `${kind}-terms-heading`;
  if (found.length + missing.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {KIND_HEADINGS[kind]}: {found.length} of {found.length + missing.length} found
      </h3>
      <ul className="flex flex-col gap-1.5 text-sm">
        {missing.map((item) => (
          <MissingRow
            key={`missing-${item.term}`}
            item={item}
            kind={kind}
            onAddSkill={onAddSkill}
            bullets={bullets}
            onReplaceBullet={onReplaceBullet}
          />
        ))}
        {found.map((item) => (
          <li key={`found-${item.term}`} className="flex flex-wrap items-center gap-2">
            <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-success-soft-foreground" />
            <span className="font-medium">{item.term}</span>
            <span className="sr-only">found</span>
            <span className="text-muted-foreground">
              in {describePath(resume, item.foundIn)?.label ?? 'your resume'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MissingRow({
  item,
  kind,
  onAddSkill,
  bullets,
  onReplaceBullet,
}: {
  item: MissingTerm;
  kind: 'hard' | 'soft';
  onAddSkill?: (term: string) => Promise<void> | void;
  bullets: ResumeBullet[];
  onReplaceBullet?: ReplaceBullet;
}) {
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [addFailed, setAddFailed] = useState(false);
  const [weaving, setWeaving] = useState(false);
  const term = item.label ?? item.term;
  const add = async () => {
    if (!onAddSkill) return;
    setAdding(true);
    setAddFailed(false);
    try {
      await onAddSkill(term);
      setAdded(true);
      setConfirming(false);
    } catch {
      // The caller shows why (a conflict, the network); the row offers the same button again.
      setAddFailed(true);
    } finally {
      setAdding(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-2">
      <XIcon aria-hidden="true" className="size-4 shrink-0 text-danger-soft-foreground" />
      <span className="font-medium">{item.term}</span>
      <span className="text-muted-foreground">{added ? 'added to your skills' : 'missing'}</span>
      {onAddSkill && !added && !confirming && (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          <PlusIcon aria-hidden="true" />
          Add to skills
        </Button>
      )}
      {onReplaceBullet && bullets.length > 0 && !weaving && (
        <Button size="sm" variant="outline" onClick={() => setWeaving(true)}>
          <PenLineIcon aria-hidden="true" />
          Use in a bullet
        </Button>
      )}
      {onAddSkill && confirming && (
        <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
          <legend className="sr-only">Add {item.term}</legend>
          <span>Only add skills you really have. Do you have {item.term}?</span>
          <Button size="sm" onClick={add} disabled={adding}>
            {adding ? 'Adding...' : 'Yes, add it'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={adding}>
            Cancel
          </Button>
          {addFailed && <span className="text-danger">The skill was not added.</span>}
        </fieldset>
      )}
      {onReplaceBullet && weaving && (
        <KeywordBullet
          term={term}
          kind={kind}
          bullets={bullets}
          onReplace={onReplaceBullet}
          onClose={() => setWeaving(false)}
        />
      )}
    </li>
  );
}

const REQUIREMENT_LABELS: Record<Exclude<MatchKind, 'hard' | 'soft'>, string> = {
  title: 'Job title',
  experience: 'Experience',
  education: 'Education',
};

/** 'Your highest: bachelor', and, when a degree naming its field (a BSN) is not met, the field it needs. */
function educationWords(requirements: JobMatchReport['requirements'], isMet: boolean): string {
  const highest = requirements.resumeEducation === 'none' ? 'none listed' : requirements.resumeEducation;
  return requirements.educationField && !isMet
    ? `Your highest: ${highest}; the ad asks for a degree in ${requirements.educationField}`
    : `Your highest: ${highest}`;
}

function Requirements({ report }: { report: JobMatchReport }) {
  const rows = (['title', 'experience', 'education'] as const).flatMap((kind) => {
    const found = report.matched.find((item) => item.kind === kind);
    const missing = report.missing.find((item) => item.kind === kind);
    const item = found ?? missing;
    return item ? [{ kind, term: item.term, isFound: Boolean(found) }] : [];
  });
  if (rows.length === 0) return null;
  const { requirements } = report;
  const yours: Record<(typeof rows)[number]['kind'], string> = {
    title: 'Your titles',
    experience: `You have about ${requirements.resumeYears} year${requirements.resumeYears === 1 ? '' : 's'}`,
    education: educationWords(
      requirements,
      rows.some((row) => row.kind === 'education' && row.isFound),
    ),
  };
  return (
    <section aria-labelledby="requirements-heading" className="flex flex-col gap-2">
      <h3 id="requirements-heading" className="font-semibold">
        Requirements
      </h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map((row) => (
          <div key={row.kind} className="contents">
            <dt className="font-medium">{REQUIREMENT_LABELS[row.kind]}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>{row.term}</span>
              <Badge variant={row.isFound ? 'success' : 'warning'}>{row.isFound ? 'Met' : 'Not met'}</Badge>
              {row.kind !== 'title' && <span className="text-muted-foreground">{yours[row.kind]}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
