import { useMutation } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { fieldClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { ApiError, serverTextLang } from '../../lib/http';
import { MATCH_TEXTS } from '../../lib/i18n/namespaces/match';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { type ResumeBullet, rewriteBulletWithKeyword } from './job-match-calls';

export type ReplaceBullet = (bullet: ResumeBullet, text: string) => Promise<void> | void;

/** The job a bullet belongs to, as the user wrote it; undefined when it has neither title nor company. */
const roleOf = (bullet: ResumeBullet): string | undefined =>
  [bullet.jobTitle, bullet.company].filter((part) => part.trim() !== '').join(', ') || undefined;

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
  const { t, language } = useT(MATCH_TEXTS);
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
      ? t('bullet.conflict')
      : use.error
        ? t('bullet.saveFailed')
        : undefined;
  const termTag = { term: (chunk: string) => <span translate="no">{chunk}</span> };
  return (
    <fieldset className="m-0 mt-1 flex w-full flex-col gap-2 rounded-md border p-3">
      <legend className="px-1 font-medium">{withTags(t('bullet.legend', { term }), termTag)}</legend>
      <p className="text-muted-foreground">{t('bullet.honest')}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>{t('bullet.select')}</Label>
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
            <option key={entry.path} value={index} translate="no">
              {roleOf(entry) ?? t('bullet.aJob')}: {shortened(entry.text)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => rewrite.mutate(bullet)} disabled={rewrite.isPending}>
          {rewrite.isPending ? (
            <Spinner size="sm" label={t('bullet.rewriting')} />
          ) : (
            <SparklesIcon aria-hidden="true" />
          )}
          {withTags(t('bullet.rewrite', { term }), termTag)}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('bullet.close')}
        </Button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {rewrite.isError && <p className="text-danger">{t('bullet.rewriteFailed')}</p>}
        {rewrite.data?.notice && <p lang={serverTextLang(language)}>{rewrite.data.notice}</p>}
        {rewrite.data && rewrite.data.bullets.length === 0 && !rewrite.data.notice && (
          <p>{t('bullet.nothing')}</p>
        )}
        {rewrite.data && rewrite.data.bullets.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={t('bullet.listLabel', { term })}>
            {rewrite.data.bullets.map((text) => (
              <li key={text} className="flex flex-col gap-2 rounded-md bg-muted p-2">
                <p translate="no">{text}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="self-start"
                  disabled={use.isPending}
                  onClick={() => use.mutate({ target: bullet, text })}
                >
                  {t('bullet.use')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {usedText && !use.isPending && !use.isError && (
          <p className="text-success-soft-foreground">
            {t('bullet.updated')} <span translate="no">{usedText}</span>
          </p>
        )}
        {useError && <p className="text-danger">{useError}</p>}
      </div>
    </fieldset>
  );
}
