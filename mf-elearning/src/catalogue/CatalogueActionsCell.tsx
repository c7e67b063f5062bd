import type { EcourseCatalogueItem } from '@atrium/elearning-contract';
import { Button, Link, toast, useHasRole, useT } from '@atrium/shared-ui';
import { addEcourseToCart } from './add-to-cart';

/** Per row: add to cart for everyone; edit, licenses and evaluations for course staff. */
export function CatalogueActionsCell({ data }: { data?: EcourseCatalogueItem }) {
  const t = useT();
  const isAdmin = useHasRole('atrium');
  const isStaff = useHasRole('staff');
  if (!data) return null;
  const name = data.elearning.internalName;
  const add = () =>
    addEcourseToCart(data.elearning.id).then(
      () => toast.success('ecourses.addedToCart', { name }),
      () => toast.error('ecourses.addToCartFailed'),
    );
  return (
    <span className="atr-row-links">
      <Button variant="link" aria-label={t('ecourses.addToCartOf', { name })} onClick={() => void add()}>
        {t('ecourses.addToCart')}
      </Button>{' '}
      {(isAdmin || isStaff) && (
        <>
          <Link href={`/ecourse/${data.elearning.id}/edit`} aria-label={t('ecourses.editOf', { name })}>
            {t('ecourses.edit')}
          </Link>{' '}
          <Link href={`/license/ecourse/${data.elearning.id}`} aria-label={t('ecourses.licensesOf', { name })}>
            {t('ecourses.licenses')}
          </Link>{' '}
          <Link href={`/ecourse/${data.elearning.id}/evaluations`} aria-label={t('ecourses.evaluationsOf', { name })}>
            {t('ecourses.evaluations')}
          </Link>
        </>
      )}
    </span>
  );
}
