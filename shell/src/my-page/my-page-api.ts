import { MY_PARTICIPATIONS_PATH, myParticipationListSchema } from '@atrium/classroom-contract';
import { MY_LICENSES_PATH, myLicenseListSchema } from '@atrium/elearning-contract';

/** The signed-in person's own e-course licenses and classroom courses, each read from the area that owns it. */
export const MY_LICENSES_URL = `/api/elearning${MY_LICENSES_PATH}`;
export const MY_PARTICIPATIONS_URL = `/api/classroom${MY_PARTICIPATIONS_PATH}`;
export { myLicenseListSchema, myParticipationListSchema };
