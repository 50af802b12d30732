import { getProgress, type ProgressColor } from '../../../../domain/progress';
import type { Resume } from '../../../../domain/resume';
import { Progress } from '../../../components/ui/progress';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';

const COLORS: Record<ProgressColor, string> = {
  red: 'bg-danger',
  amber: 'bg-amber-500',
  green: 'bg-success',
};

/** The spec's labels (domain/progress.ts), by the English the domain gives them. */
const LABEL_KEYS = {
  Done: 'progress.done',
  'Almost there': 'progress.almost',
  'Over halfway': 'progress.overHalf',
  'Nice progress': 'progress.nice',
  'Getting started': 'progress.start',
} as const;

/** Completed steps over total, with the spec's label and red/amber/green colour. */
export function ProgressIndicator({ resume }: { resume: Resume }) {
  const { t, language } = useT(BUILDER_TEXTS);
  const progress = getProgress(resume);
  const labelKey = LABEL_KEYS[progress.label as keyof typeof LABEL_KEYS];
  // '67 %' in French, '67%' in English (en-US whatever the browser's locale, as the spec writes it).
  const percent = new Intl.NumberFormat(intlLocale(language) ?? 'en-US', { style: 'percent' }).format(
    progress.percent / 100,
  );
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-64">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="truncate font-medium" data-testid="progress-label">
          {labelKey ? t(labelKey) : progress.label}
        </span>
        <span className="text-muted-foreground">{percent}</span>
      </div>
      <Progress
        label={t('progress.label')}
        value={progress.percent}
        indicatorClassName={COLORS[progress.color]}
        data-color={progress.color}
      />
    </div>
  );
}
