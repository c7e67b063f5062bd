import { licenseReportEndpoints, type CourseType, type LicenseReportRow, type LicenseSearch } from '@atrium/company-contract';
import { ApiError, callEndpoint, endpointUrl } from '@atrium/shared-ui';

export const searchLicenses = (search: LicenseSearch) => callEndpoint(licenseReportEndpoints.search, { body: search });

/** The selected rows by course type: e-learning licenses and classroom participants by their own ids (decision 0224). */
function rowIds(rows: LicenseReportRow[]): { licenseIds: number[]; participantIds: number[] } {
  const idsOf = (type: CourseType) => rows.filter((row) => row.courseType === type).map((row) => row.licenseId);
  return { licenseIds: idsOf('ELEARNING'), participantIds: idsOf('CLASSROOM') };
}

export const sendReminders = (rows: LicenseReportRow[], message: string, repeat: boolean) =>
  callEndpoint(licenseReportEndpoints.sendReminders, { query: { cmd: 'sendExpireReminders' }, body: { ...rowIds(rows), message, repeat } });

/** The fee is accepted once the admin confirmed it (document 001 §4); the classroom rules refuse it otherwise. */
export const cancelLicenses = (rows: LicenseReportRow[], acceptCancellationFee: boolean) =>
  callEndpoint(licenseReportEndpoints.cancel, { body: { ...rowIds(rows), acceptCancellationFee } });

type FileEndpoint = typeof licenseReportEndpoints.excel | typeof licenseReportEndpoints.diplomas;

/**
 * Posts to one of the area's file endpoints and hands the answer to the browser as a download. The address may be
 * the API's own origin when the app runs standalone (decision 0223), so the session cookie is sent along.
 */
async function download(endpoint: FileEndpoint, body: unknown, filename: string): Promise<void> {
  const response = await fetch(endpointUrl(endpoint), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof answer.message === 'string' ? answer.message : 'my-company.licenses.downloadFailed';
    throw new ApiError(response.status, message, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has handed the file to the browser; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadExcel = (search: LicenseSearch) => download(licenseReportEndpoints.excel, search, 'licenses.xlsx');

/** One PDF of the selected rows' diplomas: e-learning licenses and classroom participants by their own ids. */
export function downloadDiplomas(rows: LicenseReportRow[]): Promise<void> {
  return download(licenseReportEndpoints.diplomas, rowIds(rows), rows.length === 1 ? 'diploma.pdf' : 'diplomas.pdf');
}
