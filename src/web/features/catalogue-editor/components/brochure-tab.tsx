import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { Button } from '../../../components/ui/button';
import { labelClasses } from '../../../components/ui/text-field';
import { uploadBrochure } from '../api/catalogue-editor';
import { useModelForm } from '../lib/form-context';
import { useUpload } from '../lib/use-upload';
import { fileInputClasses } from './file-inputs';
import { UploadStatus } from './upload-status';

const MB = 1024 * 1024;

/** The PDF brochure behind the model page's Download Brochure: the current one and a new upload. */
export function BrochureTab() {
  const { control } = useModelForm();
  return (
    <Controller
      control={control}
      name="brochure"
      render={({ field, fieldState }) => (
        <BrochureField
          value={field.value ?? ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function BrochureField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (path: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const upload = useUpload(uploadBrochure, (answer) => onChange(answer.src));
  const shownError = upload.error ?? error;
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-4">
        <h3 className="text-sm font-bold text-neutral-700">{t('currentBrochure')}</h3>
        {value ? (
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <FileText aria-hidden="true" className="size-5 text-brand" />
            <a
              href={value}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand hover:underline"
            >
              {t('openBrochure')}
            </a>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                upload.clear();
                onChange('');
              }}
            >
              {t('removeBrochure')}
            </Button>
          </p>
        ) : (
          <p className="mt-2 text-sm text-neutral-600">{t('noBrochure')}</p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor={id} className={labelClasses}>
          {value ? t('replaceBrochure') : t('uploadBrochure')}
        </label>
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          disabled={upload.busy}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          className={fileInputClasses}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.run(file);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {t('brochureHint', { mb: CATALOGUE_EDITOR_LIMITS.brochureBytes / MB })}
        </p>
        <UploadStatus
          busy={upload.busy}
          progress={upload.progress}
          error={shownError}
          errorId={`${id}-error`}
        />
      </div>
    </div>
  );
}
