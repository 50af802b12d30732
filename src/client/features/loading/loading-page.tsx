import { CheckCircle2Icon, CircleIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { checkReadiness } from '../../../domain/readiness';
import { toast } from '../../components/ui/use-toast';
import { pushDataLayer } from '../../lib/analytics';
import { EXPORT_TEXTS } from '../../lib/i18n/namespaces/export';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { migrateGuestResume } from '../../shared/drafts/guest-migration';
import { migrateResumeRequest } from '../../shared/drafts/migrate-resume';
import { readStoredResume } from '../../shared/resume/resume-storage';
import { fetchDashboardUser } from '../../shared/session/dashboard-user';
import { finishLoading, LOADING_STEPS, type LoadingStepId } from './finish-loading';
import { SUCCESS_SHOW_MS, stepProgress } from './loading-progress';

const RING_RADIUS = 54;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * /loading after sign-up or before paying: the real work (the account check, saving the guest resume, checking
 * it), each step shown as it runs, then the success screen and the redirect (issue 29.15; ADR 0073).
 */
export default function LoadingPage() {
  const { t } = useT(EXPORT_TEXTS);
  usePageTitle('loading');
  const [done, setDone] = useState<LoadingStepId[]>([]);
  const [outcome, setOutcome] = useState<{ destination: string; adviceCount: number | null } | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    let isCancelled = false;
    void finishLoading({
      fetchUser: () => fetchDashboardUser(),
      migrateGuestResume: async () => {
        const result = await migrateGuestResume({ send: migrateResumeRequest });
        if (result.kind === 'failed') toast(result.toast);
      },
      checkResume: () => {
        const resume = readStoredResume();
        return resume ? checkReadiness(resume).length : null;
      },
      onStepDone: (step) => {
        if (!isCancelled) setDone((list) => [...list, step]);
      },
    }).then((result) => {
      if (isCancelled) return;
      setOutcome(result);
      pushDataLayer({ event: 'resume_complete' });
    });
    return () => {
      isCancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => navigate(outcome.destination, { replace: true }), SUCCESS_SHOW_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const progress = stepProgress(done.length, LOADING_STEPS.length);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      {outcome ? (
        <>
          <CheckCircle2Icon aria-hidden className="size-20 text-success" />
          <h1 className="font-bold text-3xl">{t('loading.done')}</h1>
          <p className="text-lg text-muted-foreground">
            {outcome.adviceCount
              ? t('loading.savedAdvice', { count: outcome.adviceCount })
              : t('loading.saved')}
          </p>
        </>
      ) : (
        <>
          <h1 className="sr-only">{t('loading.settingUp')}</h1>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('loading.optimizing')}
            className="relative size-36"
          >
            <svg viewBox="0 0 120 120" className="-rotate-90 size-full" aria-hidden>
              <circle cx="60" cy="60" r={RING_RADIUS} className="fill-none stroke-muted" strokeWidth="8" />
              <circle
                cx="60"
                cy="60"
                r={RING_RADIUS}
                className="fill-none stroke-brand-600 transition-[stroke-dashoffset] duration-300"
                strokeWidth="8"
                strokeLinecap="round"
                strokeDasharray={RING_LENGTH}
                strokeDashoffset={RING_LENGTH * (1 - progress / 100)}
              />
            </svg>
            <span className="absolute inset-0 flex items-center justify-center font-bold text-2xl">
              {progress}%
            </span>
          </div>
          <ol className="flex flex-col gap-2 text-start">
            {LOADING_STEPS.map((step, index) => {
              const isDone = done.includes(step.id);
              const isCurrent = !isDone && index === done.length;
              const Icon = isDone ? CheckCircle2Icon : isCurrent ? LoaderCircleIcon : CircleIcon;
              return (
                <li
                  key={step.id}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={
                    isCurrent
                      ? 'flex items-center gap-2 font-semibold'
                      : 'flex items-center gap-2 text-muted-foreground'
                  }
                >
                  <Icon
                    aria-hidden
                    className={isCurrent ? 'size-4 animate-spin' : isDone ? 'size-4 text-success' : 'size-4'}
                  />
                  {t(`loading.step.${step.id}`)}
                  {isDone ? <span className="sr-only"> {t('loading.stepDone')}</span> : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </main>
  );
}
