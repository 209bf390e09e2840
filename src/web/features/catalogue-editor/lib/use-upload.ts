import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Progress } from '../api/catalogue-editor';

/** The key (adminCatalogue) of the message for an upload that failed on the way. */
export const UPLOAD_FAILED = 'uploadFailed';

/**
 * One upload at a time with its progress and the server's reason when it refuses the file. A
 * mutation, so that a 401 reaches the panel shell like any other admin call.
 */
export function useUpload<Input, Answer>(
  send: (input: Input, onProgress: Progress) => Promise<Answer>,
  onDone: (answer: Answer) => void,
) {
  const { t } = useTranslation('adminCatalogue');
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: Input) => {
      setProgress(0);
      return send(input, setProgress);
    },
    onSuccess: onDone,
  });
  const error = mutation.error;
  return {
    run: (input: Input) => mutation.mutate(input),
    busy: mutation.isPending,
    progress,
    error:
      error === null
        ? undefined
        : error instanceof ApiError && error.fromServer
          ? error.message
          : t(UPLOAD_FAILED),
    clear: () => mutation.reset(),
  };
}
