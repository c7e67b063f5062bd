import { LinkedFilesPanel } from '../media/LinkedFilesPanel';
import { instanceFileEndpoints } from '@atrium/classroom-contract';

/** files: the instance's own files, kept like a course's material, each of a type chosen on upload (decision 0237). */
export function FilesTab({ instanceId }: { instanceId: number }) {
  return (
    <LinkedFilesPanel
      endpoints={instanceFileEndpoints}
      ownerId={instanceId}
      listKey="instances.files.list"
      removeQuestionKey="instances.files.removeQuestion"
      withFileTypes
    />
  );
}
