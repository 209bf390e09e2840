import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

/** An upload under way (with how much has gone up) or the server's reason it failed. */
export function UploadStatus({
  busy,
  progress,
  error,
  errorId,
}: {
  busy: boolean;
  progress: number;
  error: string | undefined;
  errorId?: string;
}) {
  const { t } = useTranslation('adminCatalogue');
  if (busy) {
    const percent = Math.round(progress * 100);
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <Spinner className="size-4 text-brand" />
        {percent < 100 ? t('uploading', { percent }) : t('processing')}
        <progress className="sr-only" max={100} value={percent} aria-label={t('uploadProgress')} />
      </p>
    );
  }
  if (!error) return null;
  return (
    <p id={errorId} role="alert" className="text-sm text-red-700">
      {error}
    </p>
  );
}
