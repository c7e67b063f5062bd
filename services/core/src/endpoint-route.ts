import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@atrium/core-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { zodResponse, zodSchema } from './zod-schema';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler sees: params, query and body already validated and coerced by the endpoint's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: OutputOf<ParamsOf<E>>;
  query: OutputOf<QueryOf<E>>;
  body: OutputOf<BodyOf<E>>;
};

type Answer<E extends AnyEndpoint> = ResponseOf<E> extends z.ZodType ? z.input<ResponseOf<E>> : void;

/** A handler returns the answer (serialized by the response schema) or sends its own reply. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply>;

function schemaOf(endpoint: AnyEndpoint): FastifySchema {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = zodSchema(endpoint.params);
  if (endpoint.query) schema.querystring = zodSchema(endpoint.query);
  if (endpoint.body) schema.body = zodSchema(endpoint.body);
  if (endpoint.response) schema.response = { [endpoint.status ?? 200]: zodResponse(endpoint.response) };
  return schema;
}

/**
 * Registers a contract's endpoint: its method, path, access and schemas come from the definition, so the server
 * and every caller agree by construction. Without a response schema the answer is an empty 204.
 */
export function addEndpoint<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const status = endpoint.response ? (endpoint.status ?? 200) : 204;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, idempotent: endpoint.idempotent === true },
    schema: schemaOf(endpoint),
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as EndpointRequest<E>, reply);
      if (answer === reply || reply.sent) return reply;
      return reply.code(status).send(endpoint.response ? answer : undefined);
    },
  });
}
