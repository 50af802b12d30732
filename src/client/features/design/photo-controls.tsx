import { type ChangeEvent, useId } from 'react';
import { PHOTO_MAX_BYTES } from '../../../domain/photo-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/http';
import { useCurrentUser } from '../../shared/session/current-user';
import { useDeletePhoto, usePhotoInfo, useUploadPhoto } from './photo-api';

/**
 * The resume photo (ADR 0057): off by default, with the reason said first. The photo belongs to the account
 * (so guests are asked to sign in); each resume says whether it shows it and in which shape.
 */
export function PhotoControls({
  resume,
  onChange,
}: {
  resume: Resume;
  onChange(fields: Pick<Resume, 'photo'>): void;
}) {
  const { isSignedIn, isLoading } = useCurrentUser();
  const info = usePhotoInfo(isSignedIn);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const inputId = useId();
  const photo = info.data ?? null;
  const setPhoto = (fields: Partial<Resume['photo']>) => onChange({ photo: { ...resume.photo, ...fields } });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, { onSuccess: () => setPhoto({ isShown: true }) });
  }

  const uploadError =
    upload.error instanceof ApiError
      ? (upload.error.fieldErrors?.photo ?? upload.error.serverMessage ?? 'The photo could not be uploaded')
      : upload.error
        ? 'The photo could not be uploaded'
        : null;

  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-muted-foreground">
        Many applicant tracking systems and most US employers prefer a resume without a photo, so it is off
        unless you turn it on.
      </p>
      {isLoading ? null : !isSignedIn ? (
        <p>Sign in to add a photo: it is kept in your account and shown only to you.</p>
      ) : info.isLoading ? (
        <p aria-live="polite">Loading your photo…</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {photo ? (
            <img
              src={`/api/photo?v=${encodeURIComponent(photo.updatedAt)}`}
              alt="You, as the resume shows you"
              className={cn(
                'size-16 object-cover',
                resume.photo.shape === 'circle' ? 'rounded-full' : 'rounded-sm',
              )}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={inputId}
              className="cursor-pointer rounded-md border border-input px-3 py-2 font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
            >
              {upload.isPending ? 'Uploading…' : photo ? 'Replace photo' : 'Upload a photo'}
              <input
                id={inputId}
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                disabled={upload.isPending}
                onChange={onFile}
              />
            </label>
            {photo ? (
              <Button
                type="button"
                variant="outline"
                size="md"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Remove photo
              </Button>
            ) : null}
          </div>
          <p className="w-full text-muted-foreground text-xs">
            PNG or JPEG, up to {PHOTO_MAX_BYTES / 1024 / 1024} MB. It is saved again without its metadata
            (such as where it was taken).
          </p>
        </div>
      )}
      {uploadError ? (
        <p role="alert" className="text-danger">
          {uploadError}
        </p>
      ) : null}
      {photo ? (
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={resume.photo.isShown}
              onChange={(event) => setPhoto({ isShown: event.target.checked })}
            />
            Show my photo on this resume
          </label>
          {(['circle', 'square'] as const).map((shape) => (
            <label key={shape} className="flex cursor-pointer items-center gap-1.5">
              <input
                type="radio"
                name="photoShape"
                className="size-4 accent-brand-600"
                checked={resume.photo.shape === shape}
                onChange={() => setPhoto({ shape })}
              />
              {shape === 'circle' ? 'Circle' : 'Square'}
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
