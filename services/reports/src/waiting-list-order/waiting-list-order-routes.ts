import { addEndpoint, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { waitingListOrderEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { orderById } from '../order/order-query';
import { placeWaitingListOrder } from './waiting-list-order-store';

// Course staff enrol from a waiting list (document 002 §6 "edit attending participants or the waiting list").
export const waitingListOrderRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  addEndpoint(app, waitingListOrderEndpoints.place, async (request) => {
    const { instanceId, userId } = request.params;
    const orderId = await placeWaitingListOrder(shared, principalOf(request), instanceId, userId, request.body);
    return (await orderById(reportsDb(shared), orderId, null))!;
  });
};
