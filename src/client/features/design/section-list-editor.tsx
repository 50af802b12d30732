import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { Resume } from '../../../domain/resume';
import {
  moveSection,
  type SectionLayout,
  type SectionSlot,
  sectionSlots,
} from '../../../domain/section-layout';
import { defaultSectionTitle } from '../../../domain/section-titles';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { useT } from '../../lib/i18n/use-t';

/**
 * The resume's sections as a list to reorder, hide, rename and place in the side column. Reordering works
 * three ways that do the same thing: the Move up / Move down buttons, Alt+Arrow keys anywhere in a row (focus
 * stays with the moved section), and native drag and drop on the grip for a mouse. A live region says where a
 * section went, so a screen reader user hears the result. Hiding never deletes: the content stays in the resume.
 */

type Props = { resume: Resume; onChange(layout: SectionLayout): void };

export function SectionListEditor({ resume, onChange }: Props) {
  const { t } = useT(DESIGN_TEXTS);
  const slots = sectionSlots(resume, resume.sectionLayout);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const layout = resume.sectionLayout;
  const titleOf = (slot: SectionSlot) => slot.customTitle || defaultSectionTitle(slot, resume);

  function move(slot: SectionSlot, offset: number, focus?: string) {
    const order = moveSection(slots, slot.key, offset);
    const position = order.indexOf(slot.key);
    if (position === slots.findIndex((s) => s.key === slot.key)) return;
    onChange({ ...layout, order });
    setAnnouncement(
      t('sections.moved', { title: titleOf(slot), position: position + 1, total: order.length }),
    );
    // After React re-renders the list in its new order, keep focus on the control that moved it.
    if (focus)
      requestAnimationFrame(() =>
        list.current?.querySelector<HTMLElement>(`[data-key="${slot.key}"] [data-focus="${focus}"]`)?.focus(),
      );
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLLIElement>, slot: SectionSlot) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const focus = (event.target as HTMLElement).dataset.focus;
    move(slot, event.key === 'ArrowUp' ? -1 : 1, focus);
  }

  function drop(target: SectionSlot) {
    const from = slots.findIndex((slot) => slot.key === dragged);
    const to = slots.findIndex((slot) => slot.key === target.key);
    const source = slots[from];
    setDragged(null);
    if (source && from !== to) move(source, to - from);
  }

  const toggle = (keys: string[], key: string, isOn: boolean) =>
    isOn ? [...new Set([...keys, key])] : keys.filter((k) => k !== key);
  const sideKeys = slots.filter((slot) => slot.isSide).map((slot) => slot.key);

  return (
    <div>
      <p id="section-list-help" className="mb-3 text-muted-foreground text-sm">
        {t('sections.help')}
      </p>
      <ol ref={list} className="flex flex-col gap-2" aria-describedby="section-list-help">
        {slots.map((slot, index) => {
          const title = titleOf(slot);
          const defaultTitle = defaultSectionTitle(slot, resume);
          return (
            <li
              key={slot.key}
              data-key={slot.key}
              onKeyDown={(event) => onRowKeyDown(event, slot)}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(slot);
              }}
              className={cn(
                'flex flex-wrap items-center gap-2 rounded-md border border-border p-2',
                slot.isHidden && 'bg-muted',
                dragged === slot.key && 'opacity-50',
              )}
            >
              <span
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', slot.key);
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(slot.key);
                }}
                onDragEnd={() => setDragged(null)}
                className="cursor-grab text-muted-foreground"
                aria-hidden="true"
                title={t('sections.drag')}
              >
                <GripVerticalIcon className="size-5" />
              </span>
              <span className="w-6 text-muted-foreground text-sm tabular-nums" aria-hidden="true">
                {index + 1}.
              </span>
              <Input
                data-focus="title"
                aria-label={t('sections.heading', { title: defaultTitle })}
                placeholder={defaultTitle}
                value={layout.titles[slot.key] ?? ''}
                maxLength={80}
                onChange={(event) =>
                  onChange({ ...layout, titles: { ...layout.titles, [slot.key]: event.target.value } })
                }
                className="min-w-0 flex-1 basis-40"
              />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  data-focus="up"
                  aria-label={t('sections.up', { title })}
                  disabled={index === 0}
                  onClick={() => move(slot, -1, 'up')}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  data-focus="down"
                  aria-label={t('sections.down', { title })}
                  disabled={index === slots.length - 1}
                  onClick={() => move(slot, 1, 'down')}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <label className="flex cursor-pointer items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    data-focus="show"
                    className="size-4 accent-brand-600"
                    checked={!slot.isHidden}
                    aria-label={t('sections.showOf', { title })}
                    onChange={(event) =>
                      onChange({ ...layout, hidden: toggle(layout.hidden, slot.key, !event.target.checked) })
                    }
                  />
                  {t('sections.show')}
                </label>
                {slot.key === 'summary' ? null : (
                  <label className="flex cursor-pointer items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      data-focus="side"
                      className="size-4 accent-brand-600"
                      checked={slot.isSide}
                      aria-label={t('sections.sideOf', { title })}
                      onChange={(event) =>
                        onChange({ ...layout, side: toggle(sideKeys, slot.key, event.target.checked) })
                      }
                    />
                    {t('sections.side')}
                  </label>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
