import { Button, useT } from '@atrium/shared-ui';

const CLCOURSES_EXCEL_PATH = '/api/classroom/web/data/clcourses/excel';

/**
 * A plain form post: the browser streams the spreadsheet straight to disk as the service writes
 * it, with no copy of the whole file in page memory.
 */
export function ExcelDownloadForm({ fields }: { fields: Record<string, string> }) {
  const t = useT();
  return (
    <form method="post" action={CLCOURSES_EXCEL_PATH}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary">
        {t('common.download.excel')}
      </Button>
    </form>
  );
}
