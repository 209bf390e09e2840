import { ArrowDown, ArrowDownAZ, ArrowUp, GripVertical, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_EDITOR_LIMITS as LIMITS,
  CATALOGUE_EDITOR_MESSAGES as M,
} from '../../../../shared/catalogue-editor';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { labelClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { uploadFrames } from '../api/catalogue-editor';
import { errorAt, useErrors, useModelForm } from '../lib/form-context';
import { moveItem, sortByFileName } from '../lib/frame-order';
import { useUpload } from '../lib/use-upload';
import { ArrayError } from './array-error';
import { fileInputClasses, PICTURE_ACCEPT } from './file-inputs';
import { FramePreview } from './frame-preview';
import { UploadStatus } from './upload-status';

const MB = 1024 * 1024;

interface StagedFrame {
  key: string;
  file: File;
  name: string;
  url: string;
}

/** Why these files cannot be a 360° view, checked before a long upload the server would refuse. */
export function framesProblem(files: readonly File[]): string | undefined {
  if (files.length < LIMITS.frames.min || files.length > LIMITS.frames.max) return M.frameCount;
  if (files.some((file) => file.size > LIMITS.frameBytes)) return M.frameTooLarge;
  return undefined;
}

/**
 * The 360° view: frames chosen at once are put in file-name order, can be reordered (drag, or the
 * buttons from the keyboard) and turned in a preview before they are uploaded; the stored frames
 * then go into the draft, which Save keeps.
 */
export function FramesTab() {
  const { t } = useTranslation('adminCatalogue');
  const { control, setValue } = useModelForm();
  const errors = useErrors();
  const saved = useWatch({ control, name: 'frames' }) ?? [];
  const [staged, setStaged] = useState<StagedFrame[] | null>(null);
  const [pickError, setPickError] = useState<string>();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const inputId = useId();
  const upload = useUpload(uploadFrames, (answer) => {
    setValue('frames', answer.frames, { shouldDirty: true, shouldValidate: true });
    setStaged(null);
  });

  // The object URLs of the chosen files live as long as they are shown (a reorder keeps them).
  const shownUrls = useRef<string[]>([]);
  useEffect(() => {
    const now = new Set(staged?.map((frame) => frame.url));
    for (const url of shownUrls.current) if (!now.has(url)) URL.revokeObjectURL(url);
    shownUrls.current = [...now];
  }, [staged]);
  useEffect(() => () => shownUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  function pick(list: FileList | null) {
    const files = Array.from(list ?? []);
    upload.clear();
    const problem = framesProblem(files);
    setPickError(problem);
    if (problem) return;
    setStaged(
      sortByFileName(files).map((file, i) => ({
        key: `${i}-${file.name}`,
        file,
        name: file.name,
        url: URL.createObjectURL(file),
      })),
    );
  }

  const move = (from: number, to: number) => staged && setStaged(moveItem(staged, from, to));

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, to);
    setDragFrom(null);
  }

  return (
    <div className="space-y-6">
      <ArrayError message={errorAt(errors, 'frames')} />
      {staged ? (
        <section aria-labelledby={`${inputId}-staged`} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={`${inputId}-staged`} className="text-base font-bold">
              {t('stagedFrames', { number: staged.length })}
            </h3>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={upload.busy}
                onClick={() => setStaged(sortByFileName(staged))}
              >
                <ArrowDownAZ aria-hidden="true" className="size-4" />
                {t('sortByFileName')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={upload.busy}
                onClick={() => {
                  upload.clear();
                  setStaged(null);
                }}
              >
                {t('cancel')}
              </Button>
              <Button
                size="sm"
                disabled={upload.busy}
                onClick={() => upload.run(staged.map((frame) => frame.file))}
              >
                <Upload aria-hidden="true" className="size-4" />
                {t('uploadFrames')}
              </Button>
            </div>
          </div>
          <UploadStatus busy={upload.busy} progress={upload.progress} error={upload.error} />
          <FramePreview frames={staged.map((frame) => frame.url)} label={t('previewNewView')} />
          <p className="text-sm text-neutral-600">{t('frameOrderHint')}</p>
          <ol
            aria-label={t('frameOrder')}
            className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
          >
            {staged.map((frame, index) => (
              <li
                key={frame.key}
                draggable
                onDragStart={() => setDragFrom(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={() => setDragFrom(null)}
                className={cn(
                  'flex flex-col gap-1 rounded-md border bg-white p-1.5 text-xs',
                  dragFrom === index ? 'border-brand opacity-60' : 'border-neutral-200',
                )}
              >
                <div className="relative">
                  <img
                    src={frame.url}
                    alt=""
                    draggable={false}
                    className="aspect-[8/5] w-full rounded bg-neutral-100 object-contain"
                  />
                  <span className="absolute top-1 left-1 rounded bg-ink/80 px-1.5 font-semibold text-white">
                    {index + 1}
                  </span>
                </div>
                <span className="truncate text-neutral-700" title={frame.name}>
                  {frame.name}
                </span>
                <div className="flex items-center justify-between">
                  <GripVertical
                    aria-hidden="true"
                    className="size-4 cursor-grab text-neutral-400"
                  />
                  <span className="flex">
                    <button
                      type="button"
                      aria-label={t('moveFrameEarlier', { number: index + 1, name: frame.name })}
                      disabled={index === 0 || upload.busy}
                      onClick={() => move(index, index - 1)}
                      className="rounded p-1 hover:bg-neutral-100 disabled:opacity-30"
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={t('moveFrameLater', { number: index + 1, name: frame.name })}
                      disabled={index === staged.length - 1 || upload.busy}
                      onClick={() => move(index, index + 1)}
                      className="rounded p-1 hover:bg-neutral-100 disabled:opacity-30"
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <section className="space-y-4">
          {saved.length > 0 ? (
            <>
              <h3 className="text-base font-bold">{t('currentView', { number: saved.length })}</h3>
              <FramePreview frames={saved} label={t('previewCurrentView')} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setValue('frames', [], { shouldDirty: true })}
              >
                {t('removeView')}
              </Button>
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-neutral-300 bg-neutral-50 px-4 py-6 text-center text-sm text-neutral-600">
              {t('noView')}
            </p>
          )}
          <div className="space-y-2">
            <label htmlFor={inputId} className={labelClasses}>
              {saved.length > 0 ? t('replaceFrames') : t('chooseFrames')}
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept={PICTURE_ACCEPT}
              aria-invalid={pickError ? true : undefined}
              aria-describedby={`${inputId}-hint${pickError ? ` ${inputId}-error` : ''}`}
              className={fileInputClasses}
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = '';
              }}
            />
            <p id={`${inputId}-hint`} className="text-xs text-neutral-500">
              {t('framesHint', {
                min: LIMITS.frames.min,
                max: LIMITS.frames.max,
                mb: LIMITS.frameBytes / MB,
              })}
            </p>
            <UploadStatus
              busy={false}
              progress={0}
              error={pickError}
              errorId={`${inputId}-error`}
            />
          </div>
        </section>
      )}
    </div>
  );
}
