import { useId } from 'react';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  /** What each option reads as; the value itself when omitted. */
  optionLabel?: (option: T) => string;
  onChange: (value: T) => void;
}

/** A labelled native select (keyboard and screen-reader behaviour for free), styled like the text fields. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={`${fieldClasses} h-10`}
        value={value}
        // The options are exactly `options`, so the selected value is one of them.
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
