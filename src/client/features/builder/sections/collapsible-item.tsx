import { ChevronDownIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';

/** An extra-section item as a row that expands on its own, titled 'Untitled' until it has a title. */
export function CollapsibleItem({
  title,
  defaultOpen = false,
  onDelete,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  onDelete: () => void;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const label = title.trim() || 'Untitled';
  return (
    <Collapsible open={isOpen} onOpenChange={setIsOpen} className="rounded-md border border-border">
      <div className="flex items-center gap-2 p-2">
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded px-2 py-1 text-left font-medium hover:bg-muted"
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
            <span className="truncate">{label}</span>
          </button>
        </CollapsibleTrigger>
        <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <CollapsibleContent>
        <div className="grid gap-4 p-3 pt-1 sm:grid-cols-2">{children}</div>
      </CollapsibleContent>
    </Collapsible>
  );
}
