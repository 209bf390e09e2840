import { ImageOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Path } from 'react-hook-form';
import type { ModelDocumentInput } from '../../../../shared/catalogue-editor';
import { Button } from '../../../components/ui/button';
import { labelClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { uploadPicture } from '../api/catalogue-editor';
import { useModelForm } from '../lib/form-context';
import { useUpload } from '../lib/use-upload';
import { fileInputClasses, PICTURE_ACCEPT, PICTURE_HINT, PICTURE_MB } from './file-inputs';
import { UploadStatus } from './upload-status';

/**
 * One picture of the model: its preview, a file box that uploads the chosen file at once (the
 * stored path goes into the draft) and Remove. `error` is the form's (or the server's) message.
 */
export function PictureField({
  label,
  value,
  onChange,
  error,
  hint,
  previewClassName = 'h-32',
}: {
  label: string;
  value: string;
  onChange: (path: string) => void;
  error?: string | undefined;
  hint?: string;
  previewClassName?: string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const upload = useUpload(uploadPicture, (answer) => onChange(answer.src));
  const shownError = upload.error ?? error;
  const described = [hint && `${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className={cn(
            'flex aspect-[4/3] shrink-0 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-[repeating-conic-gradient(#f5f5f5_0_25%,#fff_0_50%)] bg-[length:16px_16px]',
            previewClassName,
          )}
        >
          {value ? (
            <img
              src={value}
              alt={t('picturePreview', { label })}
              className="size-full object-contain"
              draggable={false}
            />
          ) : (
            <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-neutral-500">
              <ImageOff aria-hidden="true" className="size-5" />
              {t('noPicture')}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 basis-52 space-y-2">
          <input
            id={id}
            type="file"
            accept={PICTURE_ACCEPT}
            disabled={upload.busy}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={described || undefined}
            className={fileInputClasses}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.run(file);
            }}
          />
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-neutral-500">
              {hint}
            </p>
          )}
          <UploadStatus
            busy={upload.busy}
            progress={upload.progress}
            error={shownError}
            errorId={`${id}-error`}
          />
          {value && !upload.busy && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                upload.clear();
                onChange('');
              }}
            >
              {t('removePicture', { label: label.toLowerCase() })}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** A picture of the model's document at `name` (`colours.0.image`, `image`), bound to the form. */
export function FormPicture({
  name,
  label,
  hint,
  previewClassName,
}: {
  name: Path<ModelDocumentInput>;
  label: string;
  /** The files a picture may be, unless told. */
  hint?: string;
  previewClassName?: string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const { control } = useModelForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PictureField
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
          hint={hint ?? t(PICTURE_HINT, { mb: PICTURE_MB })}
          {...(previewClassName ? { previewClassName } : {})}
        />
      )}
    />
  );
}
