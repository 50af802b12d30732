import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon } from 'lucide-react';
import { type KeyboardEventHandler, memo, type PointerEventHandler, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { JOB_STATUSES, type Job, type JobStatus } from '../../../../domain/jobs-api';
import { FormError } from '../../../components/ui/field-error';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import { useMoveJob } from '../jobs-api';
import { type BoardColumns, boardColumns, formatJobDay, shownCards } from '../jobs-rules';
import { askWhatWasSent } from './ask-what-was-sent';

const isStatus = (id: UniqueIdentifier): id is JobStatus =>
  (JOB_STATUSES as readonly string[]).includes(String(id));

/** The column holding this id: a column's own id is its status, a card's is its job's id. */
function columnOf(columns: BoardColumns, id: UniqueIdentifier): JobStatus | undefined {
  if (isStatus(id)) return id;
  return JOB_STATUSES.find((status) => columns[status].includes(String(id)));
}

/**
 * The board view of /jobs (issue 35 item 1): one column per status, each ordered as the server keeps it. A card
 * moves by mouse, touch or keyboard (dnd-kit's sensors), every step is announced with the job's title and the
 * column, and a move is shown at once and put back with a message if its save fails.
 */
export function JobBoard({ jobs }: { jobs: Job[] }) {
  const { t } = useT(JOBS_TEXTS);
  const move = useMoveJob();
  const saved = useMemo(() => boardColumns(jobs), [jobs]);
  // The columns while a card is dragged (it may cross into another column before it is dropped).
  const [dragging, setDragging] = useState<BoardColumns | null>(null);
  const [error, setError] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = dragging ?? saved;
  const current = useRef(columns);
  current.current = columns;
  const byId = useMemo(() => new Map(jobs.map((job) => [job.id, job])), [jobs]);

  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the job's title still opens it.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? t('board.theJob');
  // Where the card would land: over another card it takes that card's place (the sortable list shifts the
  // others), over a column it goes to the end, over itself it stays.
  const placeIn = (id: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const status = overId === undefined ? undefined : columnOf(current.current, overId);
    if (!status || overId === undefined) return '';
    const ids = current.current[status];
    const isInColumn = ids.includes(String(id));
    const total = isInColumn ? ids.length : ids.length + 1;
    const overIndex = ids.indexOf(String(overId));
    const position = overIndex >= 0 ? overIndex + 1 : isInColumn ? ids.indexOf(String(id)) + 1 : total;
    return t('board.place', { status: t(`status.${status}`), position, total });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('board.pickedUp', { title: titleOf(active.id), place: placeIn(active.id, active.id) }),
    // dnd-kit reports the card over itself right after it is picked up: the pick-up is what to hear then.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? t('board.over', { title: titleOf(active.id), place: placeIn(active.id, over.id) })
          : t('board.overNothing', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('board.dropped', { title: titleOf(active.id), place: placeIn(active.id, over.id) })
        : t('board.droppedOutside', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('board.cancelled', { title: titleOf(active.id) }),
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDragging((columnsNow) => {
      const start = columnsNow ?? saved;
      const from = columnOf(start, active.id);
      const to = columnOf(start, over.id);
      if (!from || !to || from === to) return columnsNow;
      const target = start[to];
      const overIndex = target.indexOf(String(over.id));
      const rect = active.rect.current.translated;
      const isBelow = rect !== null && overIndex >= 0 && rect.top > over.rect.top + over.rect.height / 2;
      const at = overIndex < 0 ? target.length : overIndex + (isBelow ? 1 : 0);
      return {
        ...start,
        [from]: start[from].filter((id) => id !== active.id),
        [to]: [...target.slice(0, at), String(active.id), ...target.slice(at)],
      };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const end = current.current;
    setDragging(null);
    if (!over) return;
    const status = columnOf(end, active.id);
    const overStatus = columnOf(end, over.id);
    if (!status || status !== overStatus) return;
    const from = end[status].indexOf(String(active.id));
    const overIndex = end[status].indexOf(String(over.id));
    const finalIds =
      overIndex >= 0 && overIndex !== from ? arrayMove(end[status], from, overIndex) : end[status];
    const index = finalIds.indexOf(String(active.id));
    const job = byId.get(String(active.id));
    if (!job || (job.status === status && saved[status].indexOf(job.id) === index)) return;
    setError('');
    move.mutate(
      { id: job.id, status, index },
      {
        // Applying is when the resume and letter go out: offer to record them (issue 35 item 4).
        onSuccess: () => {
          if (status === 'applied' && job.status !== 'applied') askWhatWasSent(job);
        },
        onError: (failure) =>
          setError(
            t('board.moveFailed', {
              title: job.title,
              reason: (
                (failure instanceof ApiError && failure.serverMessage) ||
                t('board.connectionFailed')
              ).replace(/\.$/, ''),
            }),
          ),
      },
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <FormError>{error}</FormError>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
        onDragStart={({ active }) => {
          setActiveId(String(active.id));
          setDragging(saved);
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        {/* The columns scroll sideways inside the page, never the page itself (phones included); `relative`
            keeps the screen-reader-only texts (absolutely placed) inside the scrolling box too. */}
        <div className="relative -mx-4 flex gap-3 overflow-x-auto px-4 pb-3" data-testid="job-board">
          {JOB_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              ids={columns[status]}
              byId={byId}
              activeId={dragging ? activeId : null}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}

function BoardColumn({
  status,
  ids,
  byId,
  activeId,
}: {
  status: JobStatus;
  ids: string[];
  byId: Map<string, Job>;
  activeId: string | null;
}) {
  const { t } = useT(JOBS_TEXTS);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const [isExpanded, setExpanded] = useState(false);
  const headingId = `board-column-${status}`;
  const shown = useMemo(() => shownCards(ids, { isExpanded, activeId }), [ids, isExpanded, activeId]);
  const hidden = ids.length - shown.length;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex w-64 shrink-0 flex-col gap-2 rounded-lg border bg-muted/40 p-2',
        isOver && 'border-brand-600',
      )}
      data-testid={`board-column-${status}`}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 font-semibold text-sm">
        {t(`status.${status}`)}
        <span
          className="rounded-full bg-background px-2 py-0.5 font-medium text-xs"
          data-testid="column-count"
        >
          {withTags(t('board.count', { count: ids.length }), {
            sr: (chunk) => <span className="sr-only">{chunk}</span>,
          })}
        </span>
      </h2>
      <SortableContext id={status} items={shown} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-24 flex-col gap-2" aria-labelledby={headingId}>
          {shown.map((id) => {
            const job = byId.get(id);
            return job ? <BoardCard key={id} job={job} /> : null;
          })}
        </ul>
      </SortableContext>
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="rounded-md px-2 py-1 text-start font-medium text-brand-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {withTags(t('board.showMore', { count: hidden, status: t(`status.${status}`) }), {
            sr: (chunk) => <span className="sr-only">{chunk}</span>,
          })}
        </button>
      )}
    </section>
  );
}

// dnd-kit types its listeners as plain functions; they are React's handlers of these events.
function BoardCard({ job }: { job: Job }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: job.id });
  const { t } = useT(JOBS_TEXTS);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      // The whole card follows the mouse; the keyboard moves it from its button (a link inside a button
      // would be a control inside a control).
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      className={cn(
        'flex items-start gap-1 rounded-md border bg-background p-2 shadow-xs',
        isDragging && 'relative z-10 opacity-80 shadow-md',
      )}
      data-testid="board-card"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        className="mt-0.5 inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <GripVerticalIcon aria-hidden className="size-4" />
        <span className="sr-only">{t('board.move', { title: job.title })}</span>
      </button>
      <CardBody job={job} />
    </li>
  );
}

/**
 * What a card shows. Every sortable card re-renders on each step of a drag (dnd-kit's hooks read its context);
 * kept apart and memoised, only the small wrapper above does.
 */
const CardBody = memo(function CardBody({ job }: { job: Job }) {
  const { t, language } = useT(JOBS_TEXTS);
  return (
    <div className="min-w-0 flex-1">
      <Link
        href={`/jobs/${job.id}`}
        draggable={false}
        className="block break-words font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
        translate="no"
      >
        {job.title}
      </Link>
      <p className="break-words text-muted-foreground text-xs" translate="no">
        {job.company}
      </p>
      {job.nextStep && (
        <p className="mt-1 break-words text-xs">
          {t('board.next')} <span translate="no">{job.nextStep}</span>
          {job.nextStepDate && (
            <span className="text-muted-foreground">
              {' '}
              {withTags(t('board.by', { date: formatJobDay(job.nextStepDate, intlLocale(language)) }), {
                date: (date) => <time dateTime={job.nextStepDate ?? undefined}>{date}</time>,
              })}
            </span>
          )}
        </p>
      )}
    </div>
  );
});
