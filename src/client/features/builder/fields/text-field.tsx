import { type ComponentProps, useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
}

/** A labelled input; 'required' is shown as a mark only, since saving never blocks on empty fields. */
export function TextField({ label, value, onChange, isRequired, className, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        {...props}
      />
    </div>
  );
}
