import { ChevronDownIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
import { MoveButtons, type MoveHandlers } from './move-buttons';

interface CollapsibleItemProps {
  /** Move up and down buttons, for a list the user orders. */
  move?: MoveHandlers;
  title: string;
  /** Shown at the row's end, after the title (a skill's level). */
  aside?: ReactNode;
  /** Uncontrolled: whether the row starts open. */
  defaultOpen?: boolean;
  /** Controlled: the caller keeps which rows are open. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onDelete: () => void;
  children: ReactNode;
}

/** A list item as a row that expands to its fields, titled 'Untitled' until it has a title. */
export function CollapsibleItem({
  title,
  aside,
  defaultOpen = false,
  isOpen: controlledOpen,
  onOpenChange,
  onDelete,
  children,
  move,
}: CollapsibleItemProps) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const label = title.trim() || t('item.untitled');
  return (
    <Collapsible open={isOpen} onOpenChange={setOpen} className="rounded-md border border-border">
      <div className="flex items-center gap-2 p-2">
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded px-2 py-1 text-start hover:bg-muted"
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
            <span className="truncate font-medium">{label}</span>
            {aside ? <span className="ms-auto text-xs text-muted-foreground">{aside}</span> : null}
          </button>
        </CollapsibleTrigger>
        {move ? <MoveButtons label={label} {...move} /> : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('item.delete', { title: label })}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <CollapsibleContent>
        <div className="grid gap-4 p-3 pt-1 sm:grid-cols-2">{children}</div>
      </CollapsibleContent>
    </Collapsible>
  );
}
