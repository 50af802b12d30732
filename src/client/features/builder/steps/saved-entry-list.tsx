import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';

export interface SavedEntry {
  id: string;
  title: string;
  subtitle: string;
  /** As the resume shows them ('Jan 2020 – Present'), in the resume's language; empty when none are set. */
  dates?: string;
}

/** Saved jobs or schools, each with Edit and Delete. */
export function SavedEntryList({
  label,
  entries,
  resumeLanguage,
  onEdit,
  onDelete,
}: {
  label: string;
  /** The language the resume is written in: its dates are written in it. */
  resumeLanguage: string;
  entries: SavedEntry[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useT(BUILDER_TEXTS);
  if (entries.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {entries.map((entry) => {
        const title = entry.title || t('saved.untitled');
        return (
          <li key={entry.id} className="flex items-center gap-2 rounded-md border border-border p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium" translate={entry.title ? 'no' : undefined}>
                {title}
              </p>
              <p className="truncate text-sm text-muted-foreground">{entry.subtitle}</p>
              {entry.dates ? (
                <p lang={resumeLanguage} className="text-xs text-muted-foreground">
                  {entry.dates}
                </p>
              ) : null}
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onEdit(entry.id)}
              aria-label={t('saved.editOf', { title })}
            >
              <PencilIcon aria-hidden="true" />
              <span className="hidden sm:inline">{t('saved.edit')}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(entry.id)}
              aria-label={t('saved.deleteOf', { title })}
            >
              <Trash2Icon aria-hidden="true" />
              <span className="hidden sm:inline">{t('saved.delete')}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
