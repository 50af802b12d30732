import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../app';

/** The billing area's routes. */
export default async function billingRoutes(_app: FastifyInstance, _options: AreaOptions) {}
