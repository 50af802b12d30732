import { z } from 'zod';

/**
 * The assistants connected by the MCP authorization flow (issue 34, ADR 0092), as Account settings lists them:
 * `GET /api/account/assistants`, `DELETE /api/account/assistants/{id}`. The scope is the OAuth one
 * (`resumes:read`, or `resumes:read resumes:write`).
 */
export const connectedAssistantSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  scope: z.string(),
  createdAt: z.string(),
});
export type ConnectedAssistant = z.infer<typeof connectedAssistantSchema>;

export const connectedAssistantsAnswerSchema = z.object({
  success: z.literal(true),
  assistants: z.array(connectedAssistantSchema),
});

export const ASSISTANT_NOT_FOUND_MESSAGE = 'No such connected assistant';

/** Whether the assistant may change resumes (resumes:write was granted). */
export const canWrite = (assistant: ConnectedAssistant) =>
  assistant.scope.split(' ').includes('resumes:write');
