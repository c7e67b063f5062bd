import { useT } from '../i18n/use-t';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
}

interface StepButtonProps {
  label: string;
  disabled: boolean;
  onClick(): void;
}

/* aria-disabled keeps focus on "Next" when it takes the user to the last page. */
function StepButton({ label, disabled, onClick }: StepButtonProps) {
  return (
    <button type="button" className="atr-pagination-step" aria-disabled={disabled || undefined} onClick={disabled ? undefined : onClick}>
      {label}
    </button>
  );
}

/** Page links for a list paged on the server; renders nothing when there is a single page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const shown = paginationRange(page, totalPages);

  return (
    <nav className="atr-pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          <StepButton label={t('pagination.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)} />
        </li>
        {shown.map((number, index) => {
          const previous = shown[index - 1];
          return [
            previous !== undefined && number - previous > 1 && (
              <li key={`gap-${number}`} className="atr-pagination-gap" aria-hidden="true">
                …
              </li>
            ),
            <li key={number}>
              <button
                type="button"
                className="atr-pagination-page"
                aria-label={t('pagination.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onChange(number)}
              >
                {number}
              </button>
            </li>,
          ];
        })}
        <li>
          <StepButton label={t('pagination.next')} disabled={page >= totalPages} onClick={() => onChange(page + 1)} />
        </li>
      </ul>
    </nav>
  );
}
