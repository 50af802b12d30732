import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ListedDraft } from '../../../../domain/draft-api';
import type { MissingTerm } from '../../../../domain/job-match-api';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { useAddSkill, useJobMatch, useTailorJob } from '../jobs-api';
import { AddSkillDialog } from './add-skill-dialog';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;

/**
 * The job's match report against a chosen draft (the tailored copy when there is one), with 'add this missing
 * skill' and 'Tailor for this job'. The report is shown simply here; the full report component is the lead's
 * shared one (src/client/shared/job-match) once it lands.
 */
export function MatchPanel({ job, drafts }: { job: Job; drafts: ListedDraft[] }) {
  const [, navigate] = useLocation();
  const tailored = drafts.find((draft) => draft.jobId === job.id);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const draft = drafts.find((entry) => entry.id === chosenId) ?? tailored ?? drafts[0];
  const match = useJobMatch(job, draft);
  const tailor = useTailorJob(job.id);
  const addSkill = useAddSkill();
  const [skillToAdd, setSkillToAdd] = useState<string | null>(null);

  if (!draft)
    return (
      <p>
        You have no resume yet.{' '}
        <a href="/write/personal-details?new=true" className="text-brand-700 underline">
          Create one
        </a>{' '}
        to see how well it matches this job.
      </p>
    );

  const missingSkills =
    match.data?.missing.filter((term) => term.kind === 'hard' || term.kind === 'soft') ?? [];
  const skillName = (term: MissingTerm) => term.label ?? term.term;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="match-draft">Resume</Label>
          <select
            id="match-draft"
            className={cn(fieldClasses, 'h-10 w-auto max-w-full')}
            value={draft.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {drafts.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={tailor.isPending}
          onClick={() =>
            tailor.mutate(draft.id, {
              onSuccess: (copy) =>
                navigate(`/write/personal-details?resumeId=${encodeURIComponent(copy.id)}`),
            })
          }
        >
          {tailor.isPending ? 'Tailoring...' : 'Tailor for this job'}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        Tailoring makes a copy of "{draft.title}" for this job and opens it in the builder; the original stays
        as it is.
      </p>
      {tailor.isError && (
        <p role="alert" className="text-danger text-sm">
          {errorText(tailor.error, 'Could not tailor the resume. Please try again.')}
        </p>
      )}
      {job.description.trim() === '' ? (
        <p>Paste the job description below to see how well your resume matches it.</p>
      ) : match.isPending ? (
        <Spinner label="Analysing the job ad" />
      ) : match.isError ? (
        <p role="alert" className="text-danger">
          {errorText(match.error, 'Could not analyse the job ad. Please try again.')}
        </p>
      ) : (
        <div className="flex flex-col gap-4" data-testid="match-report">
          <p className="font-semibold text-2xl">
            Match score: <span data-testid="match-score">{match.data.score}</span>/100
          </p>
          <p className="text-muted-foreground text-sm">{match.data.explanation}</p>
          <section aria-labelledby="missing-heading">
            <h3 id="missing-heading" className="font-medium">
              Missing from your resume
            </h3>
            {missingSkills.length === 0 ? (
              <p className="text-sm">Your resume names every skill this ad asks for.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2" aria-label="Missing skills">
                {missingSkills.map((term) => (
                  <li
                    key={`${term.kind}-${term.term}`}
                    className="flex flex-wrap items-center justify-between gap-2"
                  >
                    <span>
                      {skillName(term)}{' '}
                      <span className="text-muted-foreground text-sm">
                        ({term.kind === 'hard' ? 'hard skill' : 'soft skill'})
                      </span>
                    </span>
                    <Button variant="outline" size="sm" onClick={() => setSkillToAdd(skillName(term))}>
                      Add <VisuallyHidden>{skillName(term)}</VisuallyHidden> to my resume
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {match.data.matched.length > 0 && (
            <section aria-labelledby="matched-heading">
              <h3 id="matched-heading" className="font-medium">
                Found in your resume
              </h3>
              <p className="text-sm">
                {match.data.matched.map((term) => term.label ?? term.term).join(', ')}
              </p>
            </section>
          )}
        </div>
      )}
      {addSkill.isError && (
        <p role="alert" className="text-danger text-sm">
          {addSkill.error instanceof ApiError && addSkill.error.status === 409
            ? 'This resume was changed elsewhere. The page has the latest version now; please try again.'
            : errorText(addSkill.error, 'Could not add the skill. Please try again.')}
        </p>
      )}
      <AddSkillDialog
        skill={skillToAdd}
        resumeTitle={draft.title}
        isAdding={addSkill.isPending}
        onCancel={() => setSkillToAdd(null)}
        onConfirm={() =>
          skillToAdd &&
          addSkill.mutate({ draft, skill: skillToAdd }, { onSettled: () => setSkillToAdd(null) })
        }
      />
    </div>
  );
}
