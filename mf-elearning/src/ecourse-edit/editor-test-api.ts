import {
  CALCULATION_METHODS,
  ECOURSE_LANGUAGES,
  ECOURSE_TAGS,
  PRODUCT_CATEGORIES,
  USER_VERIFICATION_TAGS,
} from '@atrium/elearning-contract';
import type { Answer, ApiCall } from '@atrium/shared-ui/testing';

const keys = (values: readonly string[]) => values.map((key) => ({ key }));

const VALUE_LISTS: Record<string, { key: string }[]> = {
  languages: keys(ECOURSE_LANGUAGES),
  tags: keys(ECOURSE_TAGS),
  verificationTags: keys(USER_VERIFICATION_TAGS),
  productCategories: keys(PRODUCT_CATEGORIES),
  calculationMethods: keys(CALCULATION_METHODS),
};

const PROVIDERS = [
  { id: 3, name: 'Other provider', defaultDiplomaTemplateId: 30 },
  { id: 4, name: 'Atrium Kurs AS', defaultDiplomaTemplateId: 12 },
];

/** What the form's lists answer (value lists, providers and their templates), or undefined for any other call. */
export function formListAnswer({ method, url }: ApiCall): Answer | undefined {
  if (method !== 'GET') return undefined;
  const list = /\/api\/elearning\/data\/ecourses\/(\w+)$/.exec(url)?.[1];
  if (list && VALUE_LISTS[list]) return { status: 200, body: VALUE_LISTS[list] };
  if (url.endsWith('/api/classroom/data/courseProviders')) return { status: 200, body: PROVIDERS };
  const provider = /\/courseProviders\/(\d+)\/diplomaTemplates$/.exec(url)?.[1];
  if (provider)
    return {
      status: 200,
      body: [
        { id: Number(provider) * 10, name: `Diploma ${provider}` },
        { id: 12, name: 'Standard diplom' },
      ],
    };
  return undefined;
}
