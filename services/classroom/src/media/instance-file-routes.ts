import { RequestValidationError } from '@atrium/service-core';
import { instanceFileEndpoints, instanceUploadFieldsSchema } from '@atrium/classroom-contract';
import { requireInstance } from '../instances/require-instance';
import { INSTANCE_FILE_LINKS } from './file-links';
import { linkedFileRoutes } from './linked-file-routes';

/** The instance edit's files tab; an upload chooses its file type as the instructor page's does (decision 0237). */
export const instanceFileRoutes = linkedFileRoutes({
  endpoints: instanceFileEndpoints,
  links: INSTANCE_FILE_LINKS,
  requireOwner: requireInstance,
  linkDetails: (fields, uploadedBy) => {
    const parsed = instanceUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw RequestValidationError.forField('body', ['fileType'], 'validation.unknownChoice');
    return { file_type: parsed.data.fileType, uploaded_by: uploadedBy };
  },
});
