import { containsPattern } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { PRODUCT_SEARCH_LIMIT, type CourseType, type ProductSummary } from '@atrium/company-contract';

/**
 * The products a customer can give ids to, from what the owning areas publish: e-courses, and the classroom
 * courses that have instances for sale. Each with the customer's own ids, if set.
 */
export async function searchProducts(
  db: Kysely<any>,
  customerId: number,
  filter: { query?: string | undefined; productType?: CourseType | undefined; productId?: number },
): Promise<ProductSummary[]> {
  const { rows } = await sql<ProductSummary>`
    with product as (
      select 'ELEARNING'::text as type, id, name from published.elearning_course
      union all
      select distinct 'CLASSROOM', course_id, name from published.classroom_instance_sale
    )
    select p.id as "productId", p.type as "productType", p.name as title, x.external_id as "externalId",
           x.competence_id as "competenceId"
    from product p
    left join company.external_product_id x on x.customer_id = ${customerId} and x.product_type = p.type and x.product_id = p.id
    where (${filter.productType ?? null}::text is null or p.type = ${filter.productType ?? null})
      and (${filter.productId ?? null}::int is null or p.id = ${filter.productId ?? null})
      and (${filter.query ? containsPattern(filter.query) : null}::text is null
           or p.name ilike ${filter.query ? containsPattern(filter.query) : null} or x.external_id ilike ${filter.query ? containsPattern(filter.query) : null})
    order by lower(p.name), p.type, p.id
    limit ${PRODUCT_SEARCH_LIMIT}`.execute(db);
  return rows;
}
