import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../app';

/** The ai area's routes. */
export default async function aiRoutes(_app: FastifyInstance, _options: AreaOptions) {}
