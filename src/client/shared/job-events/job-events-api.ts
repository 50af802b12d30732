import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateEventBody,
  eventListResponseSchema,
  eventResponseSchema,
  feedResponseSchema,
  feedStatusResponseSchema,
  upcomingResponseSchema,
} from '../../../domain/job-events-api';
import { apiJson } from '../../lib/http';

/** A job's dates, the Upcoming list and the calendar feed (issue 35 item 2), shared by /jobs and the dashboard. */

export const eventKeys = {
  upcoming: ['/api/jobs/upcoming'] as const,
  ofJob: (jobId: string) => ['/api/jobs', jobId, 'events'] as const,
  feed: ['/api/calendar/feed'] as const,
};

export const eventIcsUrl = (jobId: string, eventId: string) =>
  `/api/jobs/${encodeURIComponent(jobId)}/events/${encodeURIComponent(eventId)}.ics`;

/** The browser's own zone, the form's default. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useUpcomingEvents(isEnabled: boolean) {
  return useQuery({
    queryKey: eventKeys.upcoming,
    queryFn: async ({ signal }) =>
      upcomingResponseSchema.parse(await apiJson('GET', '/api/jobs/upcoming', undefined, { signal })).events,
    enabled: isEnabled,
  });
}

export function useJobEvents(jobId: string) {
  return useQuery({
    queryKey: eventKeys.ofJob(jobId),
    queryFn: async ({ signal }) =>
      eventListResponseSchema.parse(
        await apiJson('GET', `/api/jobs/${encodeURIComponent(jobId)}/events`, undefined, { signal }),
      ).events,
  });
}

function useRefreshEvents(jobId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.ofJob(jobId) });
    void queryClient.invalidateQueries({ queryKey: eventKeys.upcoming });
  };
}

export function useCreateEvent(jobId: string) {
  const refresh = useRefreshEvents(jobId);
  return useMutation({
    mutationFn: async (body: CreateEventBody) =>
      eventResponseSchema.parse(await apiJson('POST', `/api/jobs/${encodeURIComponent(jobId)}/events`, body))
        .event,
    onSuccess: refresh,
  });
}

export function useDeleteEvent(jobId: string) {
  const refresh = useRefreshEvents(jobId);
  return useMutation({
    mutationFn: (eventId: string) =>
      apiJson('DELETE', `/api/jobs/${encodeURIComponent(jobId)}/events/${encodeURIComponent(eventId)}`),
    onSuccess: refresh,
  });
}

export function useFeedStatus() {
  return useQuery({
    queryKey: eventKeys.feed,
    queryFn: async ({ signal }) =>
      feedStatusResponseSchema.parse(await apiJson('GET', '/api/calendar/feed', undefined, { signal }))
        .isActive,
  });
}

/** Makes (or replaces) the feed address; the answer is its path, shown once. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => feedResponseSchema.parse(await apiJson('POST', '/api/calendar/feed')).path,
    onSuccess: () => queryClient.setQueryData(eventKeys.feed, true),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('DELETE', '/api/calendar/feed'),
    onSuccess: () => queryClient.setQueryData(eventKeys.feed, false),
  });
}
