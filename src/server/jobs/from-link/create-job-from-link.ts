import type { Job } from '../../../domain/jobs-api';
import type { Database } from '../../db/connection';
import { HttpError } from '../../http/errors';
import { createJob } from '../create-job';
import { type FetchPolicy, fetchPage, LinkError, PUBLIC_ONLY } from './fetch-page';
import { readPosting } from './read-posting';

/** Status of each failure: the address itself (400) or the page behind it (422). */
const ADDRESS_FAILURES = new Set(['invalid_url', 'not_public']);

function answerFor(error: LinkError): HttpError {
  return new HttpError(ADDRESS_FAILURES.has(error.code) ? 400 : 422, error.message, undefined, {
    code: error.code,
  });
}

/**
 * Reads a posting's page and saves it as a job with its link (issue 35 item 6). A page without a job's title
 * still saves when it gives a description, under 'Job from <host>' the user can rename; nothing is saved when the
 * page cannot be read, and the answer says why.
 */
export async function createJobFromLink(
  db: Database,
  userId: string,
  url: string,
  policy: FetchPolicy = PUBLIC_ONLY,
): Promise<Job> {
  let posting: ReturnType<typeof readPosting>;
  let address: string;
  try {
    const page = await fetchPage(url, policy);
    address = page.url;
    posting = readPosting(page.html);
    if (!posting) throw new LinkError('no_posting');
  } catch (error) {
    if (error instanceof LinkError) throw answerFor(error);
    throw error;
  }
  const host = new URL(address).hostname.replace(/^www\./, '');
  return createJob(db, userId, {
    title: posting.title || `Job from ${host}`,
    company: posting.company || host,
    location: posting.location,
    link: address,
    description: posting.description,
  });
}
