import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';

export interface MoveHandlers {
  onMove: (offset: -1 | 1) => void;
  /** Whether the row can move up (-1) or down (1): not past either end. */
  canMove: { up: boolean; down: boolean };
}

/** 'Move up' and 'Move down' for one row of a list; a button that cannot move is disabled, not hidden. */
export function MoveButtons({ label, onMove, canMove }: MoveHandlers & { label: string }) {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('item.moveUp', { title: label })}
        disabled={!canMove.up}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('item.moveDown', { title: label })}
        disabled={!canMove.down}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </>
  );
}

/** Where a row stands in its list, as MoveButtons needs it. */
export function movesAt(index: number, count: number): MoveHandlers['canMove'] {
  return { up: 0 < index, down: index < count - 1 };
}
