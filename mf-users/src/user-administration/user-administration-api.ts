import { ApiError, fieldErrorsOf, toast } from '@atrium/shared-ui';
/**
 * Runs one change of the administration. On success it shows `done` and hands back what the call answered (the
 * person as saved, or the license changed). A 400
 * goes to the form's fields; another refusal shows the service's message key (useradmin.locked and the like).
 */
export async function applyChange<T>(
  change: () => Promise<T>,
  done: string,
  onSaved: (saved: T) => void,
  onFieldErrors?: (errors: Record<string, string>) => void,
): Promise<boolean> {
  try {
    onSaved(await change());
    onFieldErrors?.({});
    toast.success(done);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && onFieldErrors) {
      onFieldErrors(fieldErrorsOf(error));
      toast.error('useradmin.invalid');
    } else {
      toast.error(error instanceof ApiError && /^[a-z][A-Za-z]*\.[A-Za-z.]+$/.test(error.message) ? error.message : 'error.generic');
    }
    return false;
  }
}
