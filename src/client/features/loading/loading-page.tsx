import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { pushDataLayer } from '../../lib/analytics';
import { migrateGuestResume } from '../../shared/drafts/guest-migration';
import { migrateResumeRequest } from '../../shared/drafts/migrate-resume';
import { fetchDashboardUser } from '../../shared/session/dashboard-user';
import { finishLoading } from './finish-loading';
import {
  LOADING_PHASES,
  nextProgress,
  PROGRESS_TICK_MS,
  phaseIndex,
  SUCCESS_DELAY_MS,
  USER_CHECK_DELAY_MS,
} from './loading-progress';

const RING_RADIUS = 54;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** /loading: the progress ring, then the success screen, then migration and the redirect (spec section 4). */
export default function LoadingPage() {
  const [progress, setProgress] = useState(0);
  const [isDone, setDone] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    const timer = setInterval(() => setProgress(nextProgress), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (progress < 100) return;
    const timer = setTimeout(() => {
      setDone(true);
      pushDataLayer({ event: 'resume_complete' });
    }, SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  useEffect(() => {
    if (!isDone) return;
    let isCancelled = false;
    const timer = setTimeout(async () => {
      const destination = await finishLoading({
        fetchUser: () => fetchDashboardUser(),
        migrateGuestResume: async () => {
          const outcome = await migrateGuestResume({ send: migrateResumeRequest });
          if (outcome.kind === 'failed') toast(outcome.toast);
        },
      });
      if (!isCancelled) navigate(destination, { replace: true });
    }, USER_CHECK_DELAY_MS);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [isDone, navigate]);

  const rounded = Math.floor(progress);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      {isDone ? (
        <>
          <CheckCircle2Icon aria-hidden className="size-20 text-success" />
          <h1 className="font-bold text-3xl">Resume Optimized Successfully</h1>
          <p className="text-lg text-muted-foreground">Your resume is 98% ATS friendly</p>
        </>
      ) : (
        <>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={rounded}
            aria-label="Optimizing your resume"
            className="relative size-36"
          >
            <svg viewBox="0 0 120 120" className="-rotate-90 size-full" aria-hidden>
              <circle cx="60" cy="60" r={RING_RADIUS} className="fill-none stroke-muted" strokeWidth="8" />
              <circle
                cx="60"
                cy="60"
                r={RING_RADIUS}
                className="fill-none stroke-brand-600"
                strokeWidth="8"
                strokeLinecap="round"
                strokeDasharray={RING_LENGTH}
                strokeDashoffset={RING_LENGTH * (1 - progress / 100)}
              />
            </svg>
            <span className="absolute inset-0 flex items-center justify-center font-bold text-2xl">
              {rounded}%
            </span>
          </div>
          <ol className="flex flex-col gap-1">
            {LOADING_PHASES.map((phase, index) => (
              <li
                key={phase}
                aria-current={index === phaseIndex(progress) ? 'step' : undefined}
                className={index === phaseIndex(progress) ? 'font-semibold' : 'text-muted-foreground'}
              >
                {phase}
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
