import { type ComponentProps, useId } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  /** Shown under the field; the value stays as typed (saving never blocks, see use-step-validation). */
  error?: string;
}

/**
 * Fields whose format is checked keep a line free for their message, so it appearing (when the field is left)
 * moves nothing: a click on the button below, pressed as the field blurs, still lands on it.
 */
const CHECKED_TYPES: ReadonlySet<string> = new Set(['email', 'url']);

/** A labelled input; 'required' is shown as a mark only, since saving never blocks on empty fields. */
export function TextField({
  label,
  value,
  onChange,
  isRequired,
  error,
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const isChecked = CHECKED_TYPES.has(props.type ?? 'text');
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="ms-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...props}
      />
      <FieldError id={errorId} className={isChecked ? '-mt-1 min-h-5' : 'mt-0 empty:-mt-2'}>
        {error}
      </FieldError>
    </div>
  );
}
