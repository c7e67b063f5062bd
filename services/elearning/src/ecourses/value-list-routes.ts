import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import {
  CALCULATION_METHODS,
  ECOURSE_LANGUAGES,
  ECOURSE_TAGS,
  PRODUCT_CATEGORIES,
  USER_VERIFICATION_TAGS,
  valueListSchema,
} from '@atrium/elearning-contract';
import { COURSE_ADMINS } from './ecourse-access';

const LISTS: Record<string, readonly string[]> = {
  languages: ECOURSE_LANGUAGES,
  tags: ECOURSE_TAGS,
  verificationTags: USER_VERIFICATION_TAGS,
  productCategories: PRODUCT_CATEGORIES,
  calculationMethods: CALCULATION_METHODS,
};

/** The value lists of document 001 §7, as [{ key }], from the contract where the form reads them too. */
export const valueListRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [name, keys] of Object.entries(LISTS)) {
    app.get(
      `/data/ecourses/${name}`,
      { config: { access: COURSE_ADMINS }, schema: { response: { 200: zodResponse(valueListSchema) } } },
      async () => keys.map((key) => ({ key })),
    );
  }
};
