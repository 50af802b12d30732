import { CheckIcon, PenLineIcon, PlusIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { JobMatchReport, MatchKind, MissingTerm } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { serverTextLang } from '../../lib/http';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { MATCH_TEXTS } from '../../lib/i18n/namespaces/match';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { describePath } from './describe-path';
import type { ResumeBullet } from './job-match-calls';
import { KeywordBullet, type ReplaceBullet } from './keyword-bullet';
import { resumeBullets } from './resume-bullets';

type MatchT = ReturnType<typeof useT<typeof MATCH_TEXTS>>['t'];

function scoreWords(score: number): 'score.strong' | 'score.good' | 'score.partial' | 'score.weak' {
  if (score >= 80) return 'score.strong';
  if (score >= 60) return 'score.good';
  if (score >= 40) return 'score.partial';
  return 'score.weak';
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
  const { t, language } = useT(MATCH_TEXTS);
  const bullets = useMemo(() => resumeBullets(resume), [resume]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <p className="flex size-20 shrink-0 flex-col items-center justify-center rounded-full border-4 border-brand-600 text-2xl font-bold">
          <span className="sr-only">{t('score.label')} </span>
          {report.score}
          <span className="text-xs font-normal text-muted-foreground">{t('score.outOf')}</span>
        </p>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold">{t(scoreWords(report.score))}</p>
          <p className="text-sm text-muted-foreground" lang={serverTextLang(language)}>
            {report.explanation}
          </p>
        </div>
      </div>
      {report.otherField && (
        <p
          role="note"
          className="rounded-md border border-warning-soft-foreground/40 bg-warning-soft p-3 text-sm"
          lang={serverTextLang(language)}
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
            {t('repeated.heading')}
          </h3>
          <p className="flex flex-wrap gap-2">
            {report.repeatedWords.map((word) => (
              <Badge key={word.word} variant="secondary">
                <span translate="no">{word.word}</span> ({word.count.toLocaleString(intlLocale(language))})
              </Badge>
            ))}
          </p>
        </section>
      )}
    </div>
  );
}

const PART_NAMES = {
  hard: 'kind.hard',
  soft: 'kind.soft',
  title: 'kind.title',
  experience: 'kind.experience',
  education: 'kind.education',
} as const satisfies Record<MatchKind, string>;

function partFound(t: MatchT, part: JobMatchReport['breakdown'][number]): string {
  if (part.kind === 'experience') return t('breakdown.years', { found: part.found, count: part.total });
  if (part.kind === 'title' || part.kind === 'education')
    return t(part.found ? 'breakdown.met' : 'breakdown.notMet');
  return t('breakdown.found', { found: part.found, total: part.total });
}

/** How the score adds up: each part the ad asks for, what the resume shows of it, and its points. */
function ScoreBreakdown({ report }: { report: JobMatchReport }) {
  const { t } = useT(MATCH_TEXTS);
  if (report.breakdown.length === 0) return null;
  return (
    <section aria-labelledby="score-breakdown-heading" className="flex flex-col gap-2">
      <h3 id="score-breakdown-heading" className="font-semibold">
        {t('breakdown.heading')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {report.breakdown.map((part) => (
          <li key={part.kind} className="flex flex-wrap justify-between gap-x-4">
            <span>{t('breakdown.part', { part: t(PART_NAMES[part.kind]), found: partFound(t, part) })}</span>
            <span className="tabular-nums text-muted-foreground">
              {t('breakdown.points', { points: part.points, max: part.maxPoints })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the resume shows a found term: the item it is in, or the resume as a whole. */
function foundInWords(t: MatchT, resume: Resume, path: string): string {
  const place = describePath(resume, path, t)?.label;
  return place === undefined ? t('terms.inYourResume') : t('terms.foundIn', { place });
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
  const { t } = useT(MATCH_TEXTS);
  const found = report.matched.filter((item) => item.kind === kind);
  const missing = report.missing.filter((item) => item.kind === kind);
  const headingId = `${kind}-terms-heading`;
  if (found.length + missing.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('terms.heading', {
          kind: t(PART_NAMES[kind]),
          found: found.length,
          total: found.length + missing.length,
        })}
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
            <span className="font-medium" translate="no">
              {item.term}
            </span>
            <span className="sr-only">{t('terms.found')}</span>
            <span className="text-muted-foreground">{foundInWords(t, resume, item.foundIn)}</span>
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
  const { t } = useT(MATCH_TEXTS);
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
      <span className="font-medium" translate="no">
        {item.term}
      </span>
      <span className="text-muted-foreground">{t(added ? 'terms.added' : 'terms.missing')}</span>
      {onAddSkill && !added && !confirming && (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          <PlusIcon aria-hidden="true" />
          {t('terms.add')}
        </Button>
      )}
      {onReplaceBullet && bullets.length !== 0 && !weaving && (
        <Button size="sm" variant="outline" onClick={() => setWeaving(true)}>
          <PenLineIcon aria-hidden="true" />
          {t('terms.useInBullet')}
        </Button>
      )}
      {onAddSkill && confirming && (
        <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
          <legend className="sr-only">{t('confirm.legend', { term: item.term })}</legend>
          <span>
            {withTags(t('confirm.question', { term: item.term }), {
              term: (chunk) => <span translate="no">{chunk}</span>,
            })}
          </span>
          <Button size="sm" onClick={add} disabled={adding}>
            {t(adding ? 'confirm.adding' : 'confirm.yes')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={adding}>
            {t('confirm.cancel')}
          </Button>
          {addFailed && <span className="text-danger">{t('confirm.failed')}</span>}
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

const REQUIREMENT_LABELS = {
  title: 'requirements.title',
  experience: 'requirements.experience',
  education: 'requirements.education',
} as const satisfies Record<Exclude<MatchKind, 'hard' | 'soft'>, string>;

/** 'Your highest: bachelor', and, when a degree naming its field (a BSN) is not met, the field it needs. */
function educationWords(t: MatchT, requirements: JobMatchReport['requirements'], isMet: boolean): string {
  const level =
    requirements.resumeEducation === 'none' ? t('requirements.noneListed') : requirements.resumeEducation;
  return requirements.educationField && !isMet
    ? t('requirements.highestField', { level, field: requirements.educationField })
    : t('requirements.highest', { level });
}

function Requirements({ report }: { report: JobMatchReport }) {
  const { t, language } = useT(MATCH_TEXTS);
  const rows = (['title', 'experience', 'education'] as const).flatMap((kind) => {
    const found = report.matched.find((item) => item.kind === kind);
    const missing = report.missing.find((item) => item.kind === kind);
    const item = found ?? missing;
    return item ? [{ kind, term: item.term, isFound: Boolean(found) }] : [];
  });
  if (rows.length === 0) return null;
  const { requirements } = report;
  const yours: Record<(typeof rows)[number]['kind'], string> = {
    title: t('requirements.yourTitles'),
    experience: t('requirements.years', { count: requirements.resumeYears }),
    education: educationWords(
      t,
      requirements,
      rows.some((row) => row.kind === 'education' && row.isFound),
    ),
  };
  return (
    <section aria-labelledby="requirements-heading" className="flex flex-col gap-2">
      <h3 id="requirements-heading" className="font-semibold">
        {t('requirements.heading')}
      </h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map((row) => (
          <div key={row.kind} className="contents">
            <dt className="font-medium">{t(REQUIREMENT_LABELS[row.kind])}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {row.kind === 'title' ? (
                <span translate="no">{row.term}</span>
              ) : (
                <span lang={serverTextLang(language)}>{row.term}</span>
              )}
              <Badge variant={row.isFound ? 'success' : 'warning'}>
                {t(row.isFound ? 'requirements.met' : 'requirements.notMet')}
              </Badge>
              {row.kind !== 'title' && <span className="text-muted-foreground">{yours[row.kind]}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
