import { useMutation } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { fieldClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/http';
import { type ResumeBullet, rewriteBulletWithKeyword } from './job-match-calls';

export type ReplaceBullet = (bullet: ResumeBullet, text: string) => Promise<void> | void;

const roleOf = (bullet: ResumeBullet) =>
  [bullet.jobTitle, bullet.company].filter((part) => part.trim() !== '').join(', ') || 'A job';

const shortened = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}...` : text);

/**
 * "Use {term} in a bullet": the user picks one of their bullets, the AI writer works the term in (offline by
 * default, the configured model when set; it adds nothing else), and the chosen wording replaces that bullet.
 */
export function KeywordBullet({
  term,
  kind,
  bullets,
  onReplace,
  onClose,
}: {
  term: string;
  kind: 'hard' | 'soft';
  bullets: ResumeBullet[];
  onReplace: ReplaceBullet;
  onClose: () => void;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const [usedText, setUsedText] = useState<string | undefined>(undefined);
  const bullet = bullets[chosen] ?? bullets[0];
  const rewrite = useMutation({
    mutationFn: (target: ResumeBullet) => rewriteBulletWithKeyword(target, term, kind),
  });
  const use = useMutation({
    mutationFn: async ({ target, text }: { target: ResumeBullet; text: string }) => {
      await onReplace(target, text);
      return text;
    },
    onSuccess: (text) => setUsedText(text),
  });
  if (!bullet) return null;
  const useError =
    use.error instanceof ApiError && use.error.status === 409
      ? 'This resume was changed elsewhere. The page has the latest version now; please try again.'
      : use.error
        ? 'The bullet could not be saved. Please try again.'
        : undefined;
  return (
    <fieldset className="m-0 mt-1 flex w-full flex-col gap-2 rounded-md border p-3">
      <legend className="px-1 font-medium">Use {term} in a bullet</legend>
      <p className="text-muted-foreground">Only use skills you really have.</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>Bullet to rewrite</Label>
        <select
          id={selectId}
          className={cn(fieldClasses, 'h-10 w-full')}
          value={chosen}
          onChange={(event) => {
            setChosen(Number(event.target.value));
            rewrite.reset();
          }}
        >
          {bullets.map((entry, index) => (
            <option key={entry.path} value={index}>
              {roleOf(entry)}: {shortened(entry.text)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => rewrite.mutate(bullet)} disabled={rewrite.isPending}>
          {rewrite.isPending ? <Spinner size="sm" label="Rewriting" /> : <SparklesIcon aria-hidden="true" />}
          Rewrite with {term}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {rewrite.isError && (
          <p className="text-danger">The bullet could not be rewritten. Please try again.</p>
        )}
        {rewrite.data?.notice && <p>{rewrite.data.notice}</p>}
        {rewrite.data && rewrite.data.bullets.length === 0 && !rewrite.data.notice && (
          <p>There is nothing to rewrite in this bullet.</p>
        )}
        {rewrite.data && rewrite.data.bullets.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={`Bullets with ${term}`}>
            {rewrite.data.bullets.map((text) => (
              <li key={text} className="flex flex-col gap-2 rounded-md bg-muted p-2">
                <p>{text}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="self-start"
                  disabled={use.isPending}
                  onClick={() => use.mutate({ target: bullet, text })}
                >
                  Use this bullet
                </Button>
              </li>
            ))}
          </ul>
        )}
        {usedText && !use.isPending && !use.isError && (
          <p className="text-success-soft-foreground">Bullet updated: {usedText}</p>
        )}
        {useError && <p className="text-danger">{useError}</p>}
      </div>
    </fieldset>
  );
}
