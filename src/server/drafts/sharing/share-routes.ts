import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHARE_PATH_PREFIX,
  type ShareState,
  shareStateSchema,
  updateShareBodySchema,
} from '../../../domain/share-api';
import { hashPassword } from '../../auth/passwords';
import type { DraftShareRow } from '../../db/schema';
import type { AreaOptions } from '../../http/area-options';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/errors';
import { withInputStyle } from '../../http/validation';
import { DRAFT_NOT_FOUND_MESSAGE } from '../get-draft';
import { requireOwnDraft } from '../require-own-draft';
import { findShare, saveShare } from './share-store';

const draftParamsSchema = z.object({ id: z.uuid().describe("The draft's id") });

/** A draft never shared: nothing is stored until the owner turns the link on; the address is not yet real. */
const NEVER_SHARED: ShareState = {
  url: '',
  enabled: false,
  hasPassword: false,
  indexable: false,
  viewCount: 0,
  lastViewedAt: null,
};

/** The public link of a draft, for its owner (issue 20, ADR 0050): turn it on or off, password, indexing. */
export default async function shareRoutes(fastify: FastifyInstance, { config, database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const checkedLater = { attachValidation: true } as const;

  const toState = (row: DraftShareRow): ShareState => ({
    url: `${config.appUrl}${SHARE_PATH_PREFIX}${row.slug}`,
    enabled: row.enabled,
    hasPassword: row.passwordHash !== null,
    indexable: row.indexable,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  });

  app.get(
    '/api/resume-drafts/:id/share',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        response: {
          200: shareStateSchema.describe(
            'The link, its settings and its views; off and unviewed if never shared',
          ),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const userId = await requireOwnDraft(db, request, request.params.id);
      const row = await findShare(db, userId, request.params.id);
      return row ? toState(row) : NEVER_SHARED;
    },
  );

  app.post(
    '/api/resume-drafts/:id/share',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        body: withInputStyle(updateShareBodySchema, { isMissingBodyEmpty: true }),
        response: { 200: shareStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = await requireOwnDraft(db, request, request.params.id);
      const { enabled, password, indexable } = request.body;
      // Settings that leave a never-shared draft as it was (its own GET sent back, or "off" pressed twice)
      // store nothing, so no address is made for a link that was never turned on.
      const isNoSetting = !enabled && !password && !indexable;
      if (isNoSetting && !(await findShare(db, userId, request.params.id))) return NEVER_SHARED;
      const passwordHash =
        password === undefined
          ? undefined
          : password === null || password === ''
            ? null
            : await hashPassword(password);
      const row = await saveShare(db, userId, request.params.id, {
        enabled,
        ...(passwordHash === undefined ? {} : { passwordHash }),
        ...(indexable === undefined ? {} : { indexable }),
      });
      if (!row) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      return toState(row);
    },
  );
}
