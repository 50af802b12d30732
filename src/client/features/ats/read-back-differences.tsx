import type { ReadBackResponse } from '../../../domain/ats-api';
import { fieldLabel } from './field-label';

/** Each field read back differently, with what the user wrote, what the reader got, the cause and the fix. */
export function ReadBackDifferences({ differences }: { differences: ReadBackResponse['differences'] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Differences">
      {differences.map((difference) => (
        <li key={difference.path} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium">
            {fieldLabel(difference.path)}: {difference.kind === 'missing' ? 'not found' : difference.kind}
          </p>
          <p>
            You wrote “{difference.expected}”; the reader got{' '}
            {difference.read ? `“${difference.read}”` : 'nothing'}.
          </p>
          <p className="text-muted-foreground">{difference.cause}</p>
          <p>
            <span className="font-medium">Fix: </span>
            {difference.fix}
          </p>
        </li>
      ))}
    </ul>
  );
}
