import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../../shared/catalogue';
import { MANAGE_MESSAGES } from '../../../../shared/manage';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { isUnauthorized, manageKeys, markPublicDataStale } from '../api/admin-request';
import { deleteGalleryImage, uploadGalleryImages, useGallery } from '../api/gallery';
import {
  fileInputClasses,
  formatFileSize,
  IMAGE_ACCEPT,
  imageProblem,
  MAX_IMAGES_PER_UPLOAD,
} from './file-rules';

/** Choose one or several pictures and upload them together (POST /api/galleryupload). */
function GalleryUpload() {
  const { t } = useTranslation('adminManage');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  // A new key gives a fresh, empty file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const problem = imageProblem(files, MAX_IMAGES_PER_UPLOAD);

  const upload = useMutation({
    mutationFn: uploadGalleryImages,
    onSuccess: async (answer) => {
      adminToast.success(answer.message || MANAGE_MESSAGES.imagesUploaded);
      setFiles([]);
      setInputKey((key) => key + 1);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.gallery }),
        markPublicDataStale(queryClient),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      // A refused file comes back with the server's reason ("x.gif" is not a JPEG, PNG or WebP image.).
      const failed = t('galleryUploadFailed');
      adminToast.error(failureMessage(error, failed, failed));
    },
  });

  return (
    <form
      className="rounded-xl border border-dashed border-neutral-300 bg-neutral-50 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (files.length > 0 && !problem) upload.mutate(files);
      }}
    >
      <div className="flex items-center gap-2">
        <ImagePlus aria-hidden="true" className="size-5 text-brand" />
        <label htmlFor={inputId} className="text-sm font-semibold text-neutral-800">
          {t('addImages')}
        </label>
      </div>
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-neutral-500">
        {t('galleryUploadHint', { max: MAX_IMAGES_PER_UPLOAD })}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          key={inputKey}
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          className={`${fileInputClasses} sm:flex-1`}
        />
        <Button
          type="submit"
          disabled={files.length === 0 || Boolean(problem) || upload.isPending}
          className="shrink-0"
        >
          {upload.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {upload.isPending ? t('uploading') : t('upload')}
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <div className="mt-3 text-sm" aria-live="polite">
          <p className="font-medium text-neutral-700">
            {upload.isPending
              ? t('galleryUploadingCount', { count: files.length })
              : t('galleryChosenCount', { count: files.length })}
          </p>
          <ul className="mt-1 space-y-0.5 text-neutral-600">
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`} className="flex gap-2">
                <span className="min-w-0 truncate">{file.name}</span>
                <span className="shrink-0 text-neutral-400">{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

/** SPEC §2 Manage Gallery: upload, and delete after a confirmation. */
export function GalleryManager() {
  const { t } = useTranslation('adminManage');
  const queryClient = useQueryClient();
  const gallery = useGallery();
  const [deleting, setDeleting] = useState<{ image: GalleryImage; number: number }>();

  const remove = useMutation({
    mutationFn: (image: GalleryImage) => deleteGalleryImage(image.id),
    onSuccess: async (answer) => {
      adminToast.success(answer.message || MANAGE_MESSAGES.imageDeleted);
      setDeleting(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.gallery }),
        markPublicDataStale(queryClient),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const failed = t('galleryDeleteFailed');
      adminToast.error(failureMessage(error, failed, failed));
    },
  });

  return (
    <div className="space-y-6">
      <GalleryUpload />
      <QueryState
        query={gallery}
        errorText={t('loadFailed')}
        empty={t('galleryEmpty')}
        emptyTone="panel"
      >
        {(images) => (
          <div className="space-y-3">
            <p className="text-sm text-neutral-600">
              {t('galleryImageCount', { count: images.length })}
            </p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
              {images.map((image, index) => (
                <li
                  key={image.id}
                  className="group relative overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100"
                >
                  <img
                    src={image.image_path}
                    alt={t('galleryImage', { number: index + 1 })}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-cover"
                  />
                  <button
                    type="button"
                    aria-label={t('deleteGalleryImage', { number: index + 1 })}
                    title={t('deleteImage')}
                    onClick={() => setDeleting({ image, number: index + 1 })}
                    className="absolute top-2 right-2 rounded-md bg-white/90 p-2 text-red-700 shadow-sm hover:bg-white hover:text-red-800"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('deleteImageTitle')}
        message={
          deleting && (
            <span className="flex items-center gap-3">
              <img
                src={deleting.image.image_path}
                alt=""
                className="size-16 shrink-0 rounded-md object-cover"
              />
              {t('deleteImageMessage', { number: deleting.number })}
            </span>
          )
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.image)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
