import { readCookie } from '@atrium/service-core';
import type { FastifyRequest } from 'fastify';

const LOCALES = ['en_US', 'nb_NO', 'sv_SE'];

/** The locale the user chose (the `locale` cookie the shell sets), for country names; English otherwise. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): string {
  const chosen = readCookie(request as FastifyRequest, 'locale');
  return chosen && LOCALES.includes(chosen) ? chosen : 'en_US';
}
