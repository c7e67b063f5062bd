import { CharacterCount } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import './messages';
import { ResizableImage } from './resizable-image';
import { RichTextToolbar } from './RichTextToolbar';
import { sanitizeRichText } from './sanitize-html';
import type { RichTextEditorProps } from './RichTextEditor';

/** The tiptap editor behind RichTextEditor, loaded only by pages that edit rich text. */
export default function TiptapEditor({ label, value, onChange }: RichTextEditorProps) {
  const t = useT();
  const labelId = useId();
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), ResizableImage, CharacterCount],
    content: sanitizeRichText(value),
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', class: 'atr-richtext-content' } },
    onUpdate: ({ editor: current }) => onChange(sanitizeRichText(current.getHTML())),
  });
  const counts = useEditorState({
    editor,
    // The storage of an editor being replaced can be gone already (seen on the classroom texts tab since the editor
    // loads lazily); count nothing then rather than fail the whole area.
    selector: ({ editor: current }) => ({
      words: current.storage.characterCount?.words() ?? 0,
      characters: current.storage.characterCount?.characters() ?? 0,
    }),
  });

  const toggleSource = () => {
    if (sourceMode) {
      const clean = sanitizeRichText(source);
      editor.commands.setContent(clean);
      onChange(clean);
    } else {
      setSource(editor.getHTML());
    }
    setSourceMode(!sourceMode);
  };

  return (
    <div className="atr-field atr-richtext">
      <span id={labelId} className="atr-field-label">
        {label}
      </span>
      <RichTextToolbar editor={editor} sourceMode={sourceMode} onToggleSource={toggleSource} />
      {sourceMode ? (
        <textarea
          className="atr-input atr-richtext-source"
          aria-labelledby={labelId}
          value={source}
          rows={10}
          onChange={(event) => {
            setSource(event.target.value);
            onChange(sanitizeRichText(event.target.value));
          }}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <p className="atr-field-hint">
        {t('richtext.words', { count: counts.words })} · {t('richtext.characters', { count: counts.characters })}
      </p>
    </div>
  );
}
