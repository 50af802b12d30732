import { getProgress, type ProgressColor } from '../../../../domain/progress';
import type { Resume } from '../../../../domain/resume';
import { Progress } from '../../../components/ui/progress';

const COLORS: Record<ProgressColor, string> = {
  red: 'bg-danger',
  amber: 'bg-amber-500',
  green: 'bg-success',
};

/** Completed steps over total, with the spec's label and red/amber/green colour. */
export function ProgressIndicator({ resume }: { resume: Resume }) {
  const progress = getProgress(resume);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-64">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="truncate font-medium" data-testid="progress-label">
          {progress.label}
        </span>
        <span className="text-muted-foreground">{progress.percent}%</span>
      </div>
      <Progress
        label="Resume progress"
        value={progress.percent}
        indicatorClassName={COLORS[progress.color]}
        data-color={progress.color}
      />
    </div>
  );
}
