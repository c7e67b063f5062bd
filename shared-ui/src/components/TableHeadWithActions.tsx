import { useT } from '../i18n/use-t';

/** Column headings (already translated) and a last column of row buttons, named for screen readers only. */
export function TableHeadWithActions({ headings }: { headings: readonly string[] }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th scope="col" key={heading}>
            {heading}
          </th>
        ))}
        <th scope="col">
          <span className="atr-visually-hidden">{t('common.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
