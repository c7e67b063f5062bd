import { queueMail } from '@atrium/service-core';
import { encodeResetRef, PASSWORD_RESET_PAGE_PREFIX } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { passwordLinkMail } from './password-link-mail';
import { createLink, type LinkPerson, type LinkPurpose } from './password-reset-store';

/**
 * Makes a new link for the person and queues the e-mail carrying it, both in trx: a rolled-back change leaves
 * neither. The link is /password/reset/{token}?ref={encoded e-mail} on the address people open Atrium at.
 */
export async function sendPasswordLink(trx: UsersDb, person: LinkPerson, purpose: LinkPurpose, origin: string): Promise<void> {
  const token = await createLink(trx, person.id, purpose);
  const link = `${origin}${PASSWORD_RESET_PAGE_PREFIX}${token}?ref=${encodeResetRef(person.email)}`;
  await queueMail(trx, 'users', passwordLinkMail(person, purpose, link));
}
