import type { PageSize } from '../../../domain/design';
import { cn } from '../../lib/cn';
import { LIVE_PREVIEW_TEXTS } from '../../lib/i18n/namespaces/live-preview';
import { useT } from '../../lib/i18n/use-t';

/** Widths of the grey sample lines: a name, a title, a contact line, then three sections of text. */
const SECTIONS = [
  ['w-11/12', 'w-full', 'w-4/5'],
  ['w-full', 'w-10/12', 'w-full', 'w-3/5'],
  ['w-9/12', 'w-full', 'w-2/3'],
] as const;

/**
 * What the preview shows before the user has typed anything: a page of greyed sample lines (a blank white page
 * looks broken), with a caption saying the resume appears as they type.
 */
export function PlaceholderPage({ pageSize }: { pageSize: PageSize }) {
  const { t } = useT(LIVE_PREVIEW_TEXTS);
  return (
    <div
      data-testid="preview-placeholder"
      className={cn(
        'flex w-full flex-col gap-6 rounded-sm bg-white p-[8%] shadow-md',
        pageSize === 'a4' ? 'aspect-[210/297]' : 'aspect-[8.5/11]',
      )}
    >
      <div aria-hidden="true" className="flex flex-col items-center gap-2">
        <div className="h-4 w-1/2 rounded-sm bg-gray-200" />
        <div className="h-2.5 w-1/3 rounded-sm bg-gray-200" />
        <div className="h-2 w-2/3 rounded-sm bg-gray-100" />
      </div>
      {SECTIONS.map((lines, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder sections never reorder
        <div key={index} aria-hidden="true" className="flex flex-col gap-2">
          <div className="h-2.5 w-1/4 rounded-sm bg-gray-200" />
          {lines.map((width, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder
            <div key={line} className={cn('h-2 rounded-sm bg-gray-100', width)} />
          ))}
        </div>
      ))}
      <p className="mt-auto text-center text-sm text-muted-foreground">{t('placeholder.text')}</p>
    </div>
  );
}
