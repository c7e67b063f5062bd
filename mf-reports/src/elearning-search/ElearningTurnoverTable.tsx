import type { ElearningSearch } from '@atrium/reports-contract';
import { formatDate, formatMoney, useAuth, useT } from '@atrium/shared-ui';

/** One period's e-learning rows (document 003 §3) and their totals. */
export function ElearningTurnoverTable({
  period,
  currency,
  label,
}: {
  period: ElearningSearch['current'];
  currency: string;
  label: string;
}) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const caption = `${label}: ${formatDate(period.fromDate)} – ${formatDate(period.toDate)}`;
  return (
    <table className="atr-table" aria-label={label}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {['title', 'language', 'numLicensesSold', 'netTurnover'].map((key) => (
            <th scope="col" key={key}>
              {t(`elearningSearch.column.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {period.rows.length === 0 && (
          <tr>
            <td colSpan={4}>{t('elearningSearch.noResult')}</td>
          </tr>
        )}
        {period.rows.map((row) => (
          <tr key={row.courseId}>
            <th scope="row">{row.title}</th>
            <td>{row.language ? t(`elearningSearch.language.${row.language}`) : '–'}</td>
            <td>{row.numLicensesSold}</td>
            <td>{money(row.netTurnover)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('elearningSearch.total')}
          </th>
          <td>{period.numLicensesSold}</td>
          <td>{money(period.netTurnover)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
