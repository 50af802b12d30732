import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BoldIcon, ItalicIcon, ListIcon, UnderlineIcon } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../../lib/cn';
import { RICH_TEXT_TEXTS } from '../../lib/i18n/namespaces/rich-text';
import { useT } from '../../lib/i18n/use-t';
import {
  EDITOR_BODY_CLASS,
  EDITOR_FRAME_CLASS,
  EDITOR_TOOL_SIZE_CLASS,
  EDITOR_TOOLBAR_CLASS,
} from './editor-frame';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** Id of the visible label that names the editor. */
  labelledBy: string;
  placeholder?: string;
  describedBy?: string;
}

/**
 * TipTap limited to what the resume keeps (paragraphs, bullet lists, bold, italic, underline, links).
 * Loaded lazily so the builder's first load stays small.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
}: RichTextEditorProps) {
  const { t } = useT(RICH_TEXT_TEXTS);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        orderedList: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn(
          EDITOR_BODY_CLASS,
          'text-base sm:text-sm focus:outline-none [&_ul]:list-disc [&_ul]:pl-5 [&_p]:my-1',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Outside changes (Add as Written, a picked suggestion, a loaded template) reach the editor here.
  useEffect(() => {
    // A destroyed editor (unmounted mid-change) has no schema left to parse into.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tools = [
    {
      label: t('toolbar.bold'),
      icon: BoldIcon,
      isActive: () => editor?.isActive('bold'),
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      label: t('toolbar.italic'),
      icon: ItalicIcon,
      isActive: () => editor?.isActive('italic'),
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      label: t('toolbar.underline'),
      icon: UnderlineIcon,
      isActive: () => editor?.isActive('underline'),
      run: () => editor?.chain().focus().toggleUnderline().run(),
    },
    {
      label: t('toolbar.bulletList'),
      icon: ListIcon,
      isActive: () => editor?.isActive('bulletList'),
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
  ];

  return (
    <div className={EDITOR_FRAME_CLASS}>
      <div role="toolbar" aria-label={t('toolbar.label')} className={EDITOR_TOOLBAR_CLASS}>
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            aria-pressed={Boolean(tool.isActive())}
            onClick={tool.run}
            className={cn(
              EDITOR_TOOL_SIZE_CLASS,
              'inline-flex cursor-pointer items-center justify-center rounded hover:bg-muted',
              tool.isActive() && 'bg-brand-100 text-brand-800',
            )}
          >
            <tool.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
