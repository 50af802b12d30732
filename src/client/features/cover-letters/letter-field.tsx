import { useId } from 'react';
import { fieldClasses, Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

/** A labelled text field of the letter editor. */
export function LetterField({
  label,
  value,
  onChange,
  isMultiline = false,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  isMultiline?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {isMultiline ? (
        <Textarea
          id={id}
          rows={3}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input id={id} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/**
 * A labelled native select: keyboard and screen-reader behaviour come from the browser. An option that names
 * the user's own things (a resume's title, a saved job) is `isOwnText`, marked translate="no".
 */
export function LetterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; isOwnText?: boolean }[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={`${fieldClasses} h-10 py-2`}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} translate={option.isOwnText ? 'no' : undefined}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
