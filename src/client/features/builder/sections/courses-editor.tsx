import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { formatDateText } from '../../../../domain/date-text';
import type { AdditionalSection } from '../../../../domain/resume';
import { createCourse } from '../../../../domain/resume-defaults';
import { Button } from '../../../components/ui/button';
import type { ResumeAction } from '../../../shared/resume/resume-reducer';
import { MonthField } from '../fields/month-field';
import { TextField } from '../fields/text-field';
import { joinDateRange, splitDateRange } from './date-range';

/** `id` is the course being edited, null for a new one. */
const EMPTY = { id: null as string | null, institution: '', course: '', start: '', end: '' };

/**
 * Courses as cards (course, institution, dates as the resume shows them) with Edit and Delete, and a form;
 * institution, course and start are required.
 */
export function CoursesEditor({
  section,
  dispatch,
}: {
  section: AdditionalSection;
  dispatch: (action: ResumeAction) => void;
}) {
  const [form, setForm] = useState<typeof EMPTY | null>(null);
  const set = (fields: Partial<typeof EMPTY>) =>
    setForm((current) => (current ? { ...current, ...fields } : current));
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Courses" className="grid gap-2 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2 rounded-md border border-border p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{item.title || 'Untitled'}</p>
              <p className="text-sm text-muted-foreground">{item.description}</p>
              <p className="text-xs text-muted-foreground">{formatDateText(item.date)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${item.title || 'Untitled'}`}
              onClick={() => {
                const { start, end } = splitDateRange(item.date);
                setForm({ id: item.id, institution: item.description, course: item.title, start, end });
              }}
            >
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${item.title || 'Untitled'}`}
              onClick={() => dispatch({ type: 'deleteSectionItem', sectionId: section.id, itemId: item.id })}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {form ? (
        <form
          data-local-undo=""
          className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            const fields = {
              title: form.course.trim(),
              description: form.institution.trim(),
              date: joinDateRange(form.start, form.end),
            };
            if (form.id)
              dispatch({ type: 'updateSectionItem', sectionId: section.id, itemId: form.id, fields });
            else
              dispatch({
                type: 'addSectionItem',
                sectionId: section.id,
                item: { ...createCourse(), ...fields },
              });
            setForm(null);
          }}
        >
          <TextField
            label="Institution Name"
            required
            value={form.institution}
            onChange={(institution) => set({ institution })}
          />
          <TextField label="Course" required value={form.course} onChange={(course) => set({ course })} />
          <MonthField label="Start Date" isRequired value={form.start} onChange={(start) => set({ start })} />
          <MonthField label="End Date" value={form.end} onChange={(end) => set({ end })} />
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit">{form.id ? 'Update Course' : 'Add Course'}</Button>
            <Button variant="outline" onClick={() => setForm(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setForm(EMPTY)}>
          <PlusIcon aria-hidden="true" />
          Add course
        </Button>
      )}
    </div>
  );
}
