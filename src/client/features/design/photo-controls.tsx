import { type ChangeEvent, useId } from 'react';
import { PHOTO_MAX_BYTES } from '../../../domain/photo-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ApiError } from '../../lib/http';
import { DESIGN_TEXTS } from '../../lib/i18n/namespaces/design';
import { useT } from '../../lib/i18n/use-t';
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
  const { t } = useT(DESIGN_TEXTS);
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
      ? (upload.error.fieldErrors?.photo ?? upload.error.serverMessage ?? t('photo.failed'))
      : upload.error
        ? t('photo.failed')
        : null;

  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-muted-foreground">{t('photo.intro')}</p>
      {isLoading ? null : !isSignedIn ? (
        <p>{t('photo.signIn')}</p>
      ) : info.isLoading ? (
        <p aria-live="polite">{t('photo.loading')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {photo ? (
            <img
              src={`/api/photo?v=${encodeURIComponent(photo.updatedAt)}`}
              alt={t('photo.alt')}
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
              {upload.isPending ? t('photo.uploading') : photo ? t('photo.replace') : t('photo.upload')}
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
                {t('photo.remove')}
              </Button>
            ) : null}
          </div>
          <p className="w-full text-muted-foreground text-xs">
            {t('photo.rules', { size: PHOTO_MAX_BYTES / 1024 / 1024 })}
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
            {t('photo.show')}
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
              {shape === 'circle' ? t('photo.circle') : t('photo.square')}
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
