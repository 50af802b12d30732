/**
 * The rich-text box's frame, shared by the editor and the stand-in shown while its code loads, so that the
 * editor's arrival moves nothing below it (issue 29.8: it was 11 px taller than its stand-in).
 */
export const EDITOR_FRAME_CLASS =
  'rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring';
/** The toolbar row: its buttons are size-8. */
export const EDITOR_TOOLBAR_CLASS = 'flex gap-1 border-b border-border p-1';
export const EDITOR_TOOL_SIZE_CLASS = 'size-8';
/** The editable area's minimum height and padding. */
export const EDITOR_BODY_CLASS = 'min-h-28 px-3 py-2';
