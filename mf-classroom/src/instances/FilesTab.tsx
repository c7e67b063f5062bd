import { LinkedFilesPanel } from '../media/LinkedFilesPanel';
import { API } from './instance-api';

/** files: the instance's own files, kept like a course's material. */
export function FilesTab({ instanceId }: { instanceId: number }) {
  return (
    <LinkedFilesPanel
      base={`${API}/data/clicourse/${instanceId}`}
      listKey="instances.files.list"
      removeQuestionKey="instances.files.removeQuestion"
    />
  );
}
