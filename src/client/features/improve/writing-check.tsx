import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Resume } from '../../../domain/resume';
import { Spinner } from '../../components/ui/spinner';
import { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';
import { useT } from '../../lib/i18n/use-t';
import { checkResumeWriting } from '../../shared/job-match/job-match-calls';
import { ResumeChecksList } from '../../shared/job-match/resume-checks-list';

/** The resume as JSON, settled: the check runs when typing pauses, not on every key. */
function useSettledJson(resume: Resume, delayMs = 600): string {
  const json = JSON.stringify(resume);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(json), delayMs);
    return () => clearTimeout(timer);
  }, [json, delayMs]);
  return settled;
}

/** The ATS and writing check of the resume being edited; the previous result stays while a new one loads. */
export function useWritingCheck(resume: Resume) {
  const json = useSettledJson(resume);
  return useQuery({
    queryKey: ['resume-check', json],
    queryFn: ({ signal }) => checkResumeWriting({ resume: JSON.parse(json) as Resume }, signal),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The findings of `useWritingCheck`, shown; the page reads the same answer for its readiness words. */
export function WritingCheck({
  resume,
  query,
}: {
  resume: Resume;
  query: ReturnType<typeof useWritingCheck>;
}) {
  const { t } = useT(IMPROVE_TEXTS);
  if (query.data) return <ResumeChecksList checks={query.data.checks} resume={resume} />;
  if (query.isError) return <p className="text-sm text-danger">{t('writing.failed')}</p>;
  return <Spinner label={t('writing.checking')} />;
}
