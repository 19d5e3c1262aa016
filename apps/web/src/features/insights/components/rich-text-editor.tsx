import { useEffect } from 'react'
import { Input } from '@mantine/core'
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap'
import '@mantine/tiptap/styles.css'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import type { Language } from '@nexo/shared'

/** Spanish names of the toolbar's buttons (Mantine ships English ones). */
const SPANISH_LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrita',
  italicControlLabel: 'Cursiva',
  underlineControlLabel: 'Subrayado',
  strikeControlLabel: 'Tachado',
  clearFormattingControlLabel: 'Quitar formato',
  h2ControlLabel: 'Título 2',
  h3ControlLabel: 'Título 3',
  h4ControlLabel: 'Título 4',
  bulletListControlLabel: 'Lista con viñetas',
  orderedListControlLabel: 'Lista numerada',
  blockquoteControlLabel: 'Cita',
  hrControlLabel: 'Línea horizontal',
  linkControlLabel: 'Enlace',
  unlinkControlLabel: 'Quitar enlace',
  linkEditorInputLabel: 'URL del enlace',
  linkEditorInputPlaceholder: 'https://ejemplo.com/',
  linkEditorExternalLink: 'Abrir en una pestaña nueva',
  linkEditorInternalLink: 'Abrir en la misma pestaña',
  linkEditorSave: 'Guardar',
  undoControlLabel: 'Deshacer',
  redoControlLabel: 'Rehacer',
}

interface PostBodyEditorProps {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
  language: Language
  /** The post's language, for the editable area's `lang`. */
  contentLanguage: Language
  error?: string | undefined
}

/**
 * The admin's rich-text editor for a post body (tiptap through @mantine/tiptap), only loaded by the editor page.
 * Its toolbar offers exactly what the server's allow-list keeps (ADR 034): headings, emphasis, lists, quotes,
 * rules and links; anything pasted beyond that is removed on save.
 */
export default function PostBodyEditor({ id, label, value, onChange, language, contentLanguage, error }: PostBodyEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true', lang: contentLanguage } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })
  // A value loaded after the editor started (editing an existing post) replaces its empty content.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <Input.Wrapper id={id} label={label} labelProps={{ id: `${id}-label` }} error={error} required>
      <RichTextEditor editor={editor} labels={language === 'es' ? SPANISH_LABELS : undefined} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
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
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  )
}
