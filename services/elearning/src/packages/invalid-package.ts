import { HttpError } from '@atrium/service-core';
import { UPLOAD_ERRORS } from '@atrium/elearning-contract';

/** The learner's or admin's package is at fault: a 400 with the reason after the document's import text. */
export function invalidPackage(reason: string): HttpError {
  return new HttpError(400, `${UPLOAD_ERRORS.importFailed}: ${reason}`);
}
