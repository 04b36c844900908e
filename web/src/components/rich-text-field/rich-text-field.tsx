import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { normalizeEditorHtml } from './normalize-editor-html';

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string;
  /** Marks the field as required (asterisk, aria-required); checking it is the form's job. */
  required?: boolean;
}

/** Labels of the toolbar controls this editor shows, in the page's language. */
function useToolbarLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('host.editor.richText.bold'),
      italicControlLabel: t('host.editor.richText.italic'),
      underlineControlLabel: t('host.editor.richText.underline'),
      strikeControlLabel: t('host.editor.richText.strike'),
      h2ControlLabel: t('host.editor.richText.heading'),
      h3ControlLabel: t('host.editor.richText.subheading'),
      bulletListControlLabel: t('host.editor.richText.bulletList'),
      orderedListControlLabel: t('host.editor.richText.orderedList'),
      blockquoteControlLabel: t('host.editor.richText.quote'),
      linkControlLabel: t('host.editor.richText.link'),
      unlinkControlLabel: t('host.editor.richText.unlink'),
      linkEditorInputLabel: t('host.editor.richText.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorSave: t('host.editor.richText.linkSave'),
      linkEditorExternalLink: t('host.editor.richText.linkExternal'),
      linkEditorInternalLink: t('host.editor.richText.linkInternal'),
      undoControlLabel: t('host.editor.richText.undo'),
      redoControlLabel: t('host.editor.richText.redo'),
      clearFormattingControlLabel: t('host.editor.richText.clear'),
    }),
    [t],
  );
}

/**
 * A rich-text input (Tiptap through @mantine/tiptap) limited to what the server keeps: paragraphs,
 * two heading levels, bold, italic, underline, strike, lists, quotes and links. Loaded lazily (see
 * rich-text-field-lazy.tsx), so the editor's code reaches only the pages that show one.
 */
export function RichTextField({ label, value, onChange, description, error, required }: RichTextFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const labels = useToolbarLabels();
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3] },
      }),
      Link.configure({ openOnClick: false, HTMLAttributes: { target: null, rel: 'noopener noreferrer' } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(normalizeEditorHtml(current.getHTML())),
  });

  // Follow changes made elsewhere (a save answered with sanitised HTML, a reset) without echoing them.
  useEffect(() => {
    // StrictMode and fast remounts can hand over an editor that is already destroyed.
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    if (normalizeEditorHtml(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      labelProps={{ id: labelId, component: 'span' }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
