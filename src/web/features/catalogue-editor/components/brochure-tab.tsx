import { FileText } from 'lucide-react';
import { useId } from 'react';
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
  const id = useId();
  const upload = useUpload(uploadBrochure, (answer) => onChange(answer.src));
  const shownError = upload.error ?? error;
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-4">
        <h3 className="text-sm font-bold text-neutral-700">Current brochure</h3>
        {value ? (
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <FileText aria-hidden="true" className="size-5 text-brand" />
            <a
              href={value}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand hover:underline"
            >
              Open the brochure (PDF)
            </a>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                upload.clear();
                onChange('');
              }}
            >
              Remove brochure
            </Button>
          </p>
        ) : (
          <p className="mt-2 text-sm text-neutral-600">
            No brochure yet: the model page offers none.
          </p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor={id} className={labelClasses}>
          {value ? 'Replace the brochure' : 'Upload a brochure'}
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
          A PDF of at most {CATALOGUE_EDITOR_LIMITS.brochureBytes / MB} MB. The new one replaces the
          old when you save and publish.
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
