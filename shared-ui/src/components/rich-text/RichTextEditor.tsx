import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner';

export interface RichTextEditorProps {
  /** Already translated. */
  label: string;
  /** HTML; read when the editor is created (give it a key to load another text). */
  value: string;
  onChange: (html: string) => void;
}

// tiptap and ProseMirror are fetched (as their own chunk) with the first rich-text field a page shows.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** Rich text with the toolbar of document 001 §9; what it reports is sanitised HTML. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
