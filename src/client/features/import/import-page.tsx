import { useEffect, useState } from 'react';
import { IMPORT_ACCEPT } from '../../../domain/import-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/http';
import { importFile, importPastedJson } from './import-api';
import { ImportReview } from './import-review';

export interface ImportPageProps {
  /** Creates the resume (a guest's in the browser, or a new draft) and opens the builder; never overwrites. */
  onUse(resume: Resume): Promise<void>;
}

function messageOf(cause: unknown): string {
  if (cause instanceof SyntaxError) return 'This is not valid JSON';
  if (cause instanceof ApiError)
    return cause.serverMessage ?? 'The file could not be read. Please try again.';
  if (cause instanceof Error && !(cause instanceof TypeError)) return cause.message;
  return 'The file could not be read. Please try again.';
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
  useEffect(() => {
    document.title = 'Start from my resume | Resumable';
  }, []);

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
      <h1 className="text-2xl font-bold">Start from my resume</h1>
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
          <p className="text-muted-foreground">
            Upload your resume as a PDF or a Word document (.docx), a JSON Resume file, a Resumable resume
            (.json) or your LinkedIn data export (.zip), or paste JSON. Nothing is saved until you choose "Use
            this resume".
          </p>
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
            <span className="font-medium">Drop a file here or choose one</span>
            <span className="text-sm text-muted-foreground">PDF, DOCX, JSON or ZIP, at most 10 MB</span>
            <input
              id="import-file"
              type="file"
              accept={IMPORT_ACCEPT}
              aria-label="Resume file"
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
            <Label htmlFor="import-json">Or paste JSON</Label>
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
                {isBusy ? 'Reading...' : 'Read pasted JSON'}
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
