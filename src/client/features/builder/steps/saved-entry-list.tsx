import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface SavedEntry {
  id: string;
  title: string;
  subtitle: string;
  /** As the resume shows them ('Jan 2020 – Present'); empty when none are set. */
  dates?: string;
}

/** Saved jobs or schools, each with Edit and Delete. */
export function SavedEntryList({
  label,
  entries,
  onEdit,
  onDelete,
}: {
  label: string;
  entries: SavedEntry[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center gap-2 rounded-md border border-border p-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{entry.title || 'Untitled'}</p>
            <p className="truncate text-sm text-muted-foreground">{entry.subtitle}</p>
            {entry.dates ? <p className="text-xs text-muted-foreground">{entry.dates}</p> : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(entry.id)}
            aria-label={`Edit ${entry.title || 'Untitled'}`}
          >
            <PencilIcon aria-hidden="true" />
            <span className="hidden sm:inline">Edit</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(entry.id)}
            aria-label={`Delete ${entry.title || 'Untitled'}`}
          >
            <Trash2Icon aria-hidden="true" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
