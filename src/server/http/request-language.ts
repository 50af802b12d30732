import type { FastifyRequest } from 'fastify';
import { type InterfaceLanguage, requestLanguage } from '../../domain/interface-languages';

/**
 * The interface language a request asks for (Accept-Language, which the client sets to the interface language),
 * English when it names none we have: the language of the texts a route writes for it (issue 33).
 */
export const languageOfRequest = (request: FastifyRequest): InterfaceLanguage =>
  requestLanguage(request.headers['accept-language']) ?? 'en';
