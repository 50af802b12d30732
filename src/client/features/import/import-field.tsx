import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { IMPORT_TEXTS } from '../../lib/i18n/namespaces/import';
import { useT } from '../../lib/i18n/use-t';

interface ImportFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The reader was unsure of this field (a PDF or Word file): it is marked until the user edits it. */
  isUncertain?: boolean;
}

/** One editable field of the review; an uncertain one is outlined and says so in words, not only in colour. */
export function ImportField({ id, label, value, onChange, isUncertain = false }: ImportFieldProps) {
  const hintId = `${id}-check`;
  const { t } = useT(IMPORT_TEXTS);
  return (
    <div
      className={`flex min-w-0 flex-col gap-1 ${isUncertain ? 'rounded-md border-2 border-warning bg-warning-soft p-2' : ''}`}
      data-uncertain={isUncertain ? 'true' : undefined}
    >
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        aria-describedby={isUncertain ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {isUncertain ? (
        <span id={hintId} className="text-sm text-warning-soft-foreground">
          {t('field.uncertain')}
        </span>
      ) : null}
    </div>
  );
}
