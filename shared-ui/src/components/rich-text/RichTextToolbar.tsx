import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../Button';
import { IMAGE_FLOATS, IMAGE_SIZES } from './resizable-image';
import { linkTarget } from '@atrium/core-contract';

interface ToolbarProps {
  editor: Editor;
  sourceMode: boolean;
  onToggleSource: () => void;
}

type AddressKind = 'link' | 'image';

const SIZE_KEYS = { '100%': 'richtext.image.full', '50%': 'richtext.image.half', '25%': 'richtext.image.quarter' } as const;
const FLOAT_KEYS = { left: 'richtext.image.floatLeft', none: 'richtext.image.floatNone', right: 'richtext.image.floatRight' } as const;

/** The fixed toolbar of document 001 §9; image tools appear while an image is selected. */
export function RichTextToolbar({ editor, sourceMode, onToggleSource }: ToolbarProps) {
  const t = useT();
  const [addressFor, setAddressFor] = useState<AddressKind | null>(null);
  const [address, setAddress] = useState('');
  const [refused, setRefused] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      image: current.isActive('image'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const toggle = (label: string, active: boolean, run: () => void) => (
    <Button variant="secondary" aria-pressed={active} disabled={sourceMode} onClick={run}>
      {label}
    </Button>
  );
  const command = (label: string, run: () => void, disabled = false) => (
    <Button variant="secondary" disabled={sourceMode || disabled} onClick={run}>
      {label}
    </Button>
  );

  const closeAddress = () => {
    setAddressFor(null);
    setAddress('');
    setRefused(false);
  };

  // Document 001 §9: an empty address inserts nothing; a video link only with an 11-character video id.
  const applyAddress = () => {
    const url = address.trim();
    if (url && addressFor === 'link') {
      const href = linkTarget(url);
      if (href === null) {
        setRefused(true);
        return;
      }
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    if (url && addressFor === 'image') editor.chain().focus().setImage({ src: url }).run();
    closeAddress();
  };

  return (
    <div className="atr-richtext-toolbar" role="toolbar" aria-label={t('richtext.toolbar')}>
      {toggle(t('richtext.bold'), state.bold, () => editor.chain().focus().toggleBold().run())}
      {toggle(t('richtext.italic'), state.italic, () => editor.chain().focus().toggleItalic().run())}
      {toggle(t('richtext.underline'), state.underline, () => editor.chain().focus().toggleUnderline().run())}
      {toggle(t('richtext.bulletList'), state.bulletList, () => editor.chain().focus().toggleBulletList().run())}
      {toggle(t('richtext.orderedList'), state.orderedList, () => editor.chain().focus().toggleOrderedList().run())}
      {command(t('richtext.redo'), () => editor.chain().focus().redo().run(), !state.canRedo)}
      {command(t('richtext.undo'), () => editor.chain().focus().undo().run(), !state.canUndo)}
      {command(t('richtext.clear'), () => editor.chain().focus().unsetAllMarks().clearNodes().run())}
      <Button variant="secondary" aria-pressed={sourceMode} onClick={onToggleSource}>
        {t('richtext.source')}
      </Button>
      {command(t('richtext.link'), () => setAddressFor('link'))}
      {command(t('richtext.image'), () => setAddressFor('image'))}
      {addressFor && (
        <span className="atr-richtext-address">
          <label>
            {t('richtext.address')}{' '}
            <input
              className="atr-input"
              type="url"
              value={address}
              autoFocus
              aria-invalid={refused || undefined}
              aria-describedby={refused ? 'atr-richtext-address-error' : undefined}
              onChange={(event) => {
                setAddress(event.target.value);
                setRefused(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyAddress();
                }
                if (event.key === 'Escape') closeAddress();
              }}
            />
          </label>
          <Button variant="primary" onClick={applyAddress}>
            {t('richtext.apply')}
          </Button>
          {refused && (
            <span id="atr-richtext-address-error" className="atr-form-error" role="alert">
              {t('richtext.video.noId')}
            </span>
          )}
        </span>
      )}
      {state.image && !sourceMode && (
        <span className="atr-richtext-image-tools">
          {IMAGE_SIZES.map((size) => (
            <Button key={size} variant="secondary" onClick={() => editor.chain().focus().updateAttributes('image', { size }).run()}>
              {t(SIZE_KEYS[size])}
            </Button>
          ))}
          <Button variant="secondary" onClick={() => editor.chain().focus().updateAttributes('image', { size: null }).run()}>
            {t('richtext.image.reset')}
          </Button>
          {IMAGE_FLOATS.map((float) => (
            <Button
              key={float}
              variant="secondary"
              onClick={() =>
                editor
                  .chain()
                  .focus()
                  .updateAttributes('image', { float: float === 'none' ? null : float })
                  .run()
              }
            >
              {t(FLOAT_KEYS[float])}
            </Button>
          ))}
          <Button variant="danger" onClick={() => editor.chain().focus().deleteSelection().run()}>
            {t('richtext.image.delete')}
          </Button>
        </span>
      )}
    </div>
  );
}
