import { useEffect, useState } from 'react';
import { IMPORT_ACCEPT } from '../../../domain/import-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/http';
import { IMPORT_TEXTS } from '../../lib/i18n/namespaces/import';
import { translateNow } from '../../lib/i18n/translate-now';
import { useT } from '../../lib/i18n/use-t';
import { importFile, importPastedJson } from './import-api';
import { ImportReview } from './import-review';

export interface ImportPageProps {
  /** Creates the resume (a guest's in the browser, or a new draft) and opens the builder; never overwrites. */
  onUse(resume: Resume): Promise<void>;
}

/** The error shown: the server's own words when it gave some (English for now, ADR 0085), else ours. */
function messageOf(cause: unknown): string {
  if (cause instanceof SyntaxError) return translateNow(IMPORT_TEXTS, 'errors.invalidJson');
  if (cause instanceof ApiError)
    return cause.serverMessage ?? translateNow(IMPORT_TEXTS, 'errors.unreadable');
  if (cause instanceof Error && !(cause instanceof TypeError)) return cause.message;
  return translateNow(IMPORT_TEXTS, 'errors.unreadable');
}

/** /import: upload (or drop) a PDF, a Word file, a JSON Resume, our JSON or a LinkedIn export ZIP, or paste JSON; then review. */
export default function ImportPage({ onUse }: ImportPageProps) {
  const [pasted, setPasted] = useState('');
  const [result, setResult] = useState<{ resume: Resume; warnings: string[]; uncertain: string[] } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const { t } = useT(IMPORT_TEXTS);
  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  async function read(load: () => Promise<{ resume: Resume; warnings: string[]; uncertain: string[] }>) {
    setIsBusy(true);
    setError(null);
    try {
      setResult(await load());
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setIsBusy(false);
    }
  }

  async function use() {
    if (!result) return;
    setIsBusy(true);
    setError(null);
    try {
      await onUse(result.resume);
    } catch (cause) {
      setError(messageOf(cause));
      setIsBusy(false);
    }
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('page.heading')}</h1>
      {result ? (
        <ImportReview
          resume={result.resume}
          warnings={result.warnings}
          uncertain={result.uncertain}
          onChange={(resume, confirmedPath) =>
            setResult({
              ...result,
              resume,
              // A field the user edited is theirs now: it is no longer marked as uncertain.
              uncertain: result.uncertain.filter((path) => path !== confirmedPath),
            })
          }
          onUse={() => void use()}
          isUsing={isBusy}
          error={error}
        />
      ) : (
        <>
          <p className="text-muted-foreground">{t('page.intro')}</p>
          <label
            htmlFor="import-file"
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setIsDragging(false);
              const file = event.dataTransfer.files[0];
              if (file) void read(() => importFile(file));
            }}
            className={`flex min-w-0 cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center sm:p-8 ${
              isDragging ? 'border-brand-600 bg-muted' : 'border-border'
            }`}
          >
            <span className="font-medium">{t('page.drop')}</span>
            <span className="text-sm text-muted-foreground">{t('page.formats')}</span>
            <input
              id="import-file"
              type="file"
              accept={IMPORT_ACCEPT}
              aria-label={t('page.file')}
              // A native file input is ~300 px wide by default: on a phone it must shrink to the box.
              className="w-full min-w-0 max-w-full text-sm"
              disabled={isBusy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void read(() => importFile(file));
              }}
            />
          </label>
          <div className="flex flex-col gap-2">
            <Label htmlFor="import-json">{t('page.paste')}</Label>
            <Textarea
              id="import-json"
              rows={8}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
            />
            <div>
              <Button
                disabled={isBusy || pasted.trim() === ''}
                onClick={() => void read(() => importPastedJson(pasted))}
              >
                {isBusy ? t('page.reading') : t('page.readPasted')}
              </Button>
            </div>
          </div>
          {error ? (
            <p role="alert" className="text-danger text-sm">
              {error}
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}
