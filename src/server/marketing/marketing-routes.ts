import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../app';

/** The marketing area's routes. */
export default async function marketingRoutes(_app: FastifyInstance, _options: AreaOptions) {}
