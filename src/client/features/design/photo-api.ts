import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PHOTO_FILE_FIELD, type PhotoInfo, photoResponseSchema } from '../../../domain/photo-api';
import { ApiError, apiRequest, throwIfNotOk } from '../../lib/http';

/** The account's photo: GET /api/photo/info (null when there is none), PUT /api/photo, DELETE /api/photo. */

const PHOTO_KEY = ['/api/photo/info'] as const;

export function usePhotoInfo(isEnabled: boolean) {
  return useQuery<PhotoInfo | null>({
    queryKey: PHOTO_KEY,
    enabled: isEnabled,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const response = await apiRequest('GET', '/api/photo/info', undefined, { signal });
        return photoResponseSchema.parse(await response.json()).photo;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append(PHOTO_FILE_FIELD, file);
      const response = await throwIfNotOk(
        await fetch('/api/photo', { method: 'PUT', body: form, credentials: 'include' }),
      );
      return photoResponseSchema.parse(await response.json()).photo;
    },
    onSuccess: (photo) => queryClient.setQueryData(PHOTO_KEY, photo),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/photo'),
    onSuccess: () => queryClient.setQueryData(PHOTO_KEY, null),
  });
}
