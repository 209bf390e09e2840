import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TRANSLATION_LANGUAGES as TRANSLATIONS } from '../../../../shared/catalogue-editor';
import { MANAGE_MESSAGES, OFFER_LIMITS } from '../../../../shared/manage';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { cn } from '../../../lib/cn';
import { useDevanagariType } from '../../../lib/use-devanagari-type';
import { isUnauthorized, manageKeys, markPublicDataStale } from '../api/admin-request';
import { createOffer } from '../api/offers';
import { fileInputClasses, IMAGE_ACCEPT, imageProblem } from './file-rules';
import { useObjectUrl } from '../../../lib/use-object-url';

const MISSING = MANAGE_MESSAGES.offerFieldsMissing;

/** SPEC §5 Offer add: title, description and image are all required. */
const offerFormSchema = z.object({
  title: z.string().trim().min(1, MISSING).max(OFFER_LIMITS.title),
  description: z.string().trim().min(1, MISSING).max(OFFER_LIMITS.description),
  // Optional: empty, the Marathi and Hindi pages show the English.
  titleMr: z.string().trim().max(OFFER_LIMITS.title),
  titleHi: z.string().trim().max(OFFER_LIMITS.title),
  descriptionMr: z.string().trim().max(OFFER_LIMITS.description),
  descriptionHi: z.string().trim().max(OFFER_LIMITS.description),
  image: z
    .custom<FileList>((value) => value instanceof FileList && value.length > 0, MISSING)
    .transform((files) => files[0] as File)
    .superRefine((file, context) => {
      const problem = imageProblem([file], 1);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

export function OfferFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminManage');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createOffer,
    onSuccess: async () => {
      adminToast.success(MANAGE_MESSAGES.offerAdded);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.offers }),
        markPublicDataStale(queryClient),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      adminToast.error(
        failureMessage(error, MANAGE_MESSAGES.offerAddFailed, MANAGE_MESSAGES.offerAddFailed),
      );
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!mutation.isPending}
      title={t('offerDialogTitle')}
      description={t('offerDialogDescription')}
      size="lg"
    >
      <OfferForm
        pending={mutation.isPending}
        onSubmit={(offer) => mutation.mutate(offer)}
        onCancel={onClose}
      />
    </Dialog>
  );
}

function OfferForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (offer: z.output<typeof offerFormSchema>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminManage');
  const form = useForm({
    resolver: zodResolver(offerFormSchema),
    defaultValues: {
      title: '',
      description: '',
      titleMr: '',
      titleHi: '',
      descriptionMr: '',
      descriptionHi: '',
    },
  });
  const { errors } = form.formState;
  const missing = [errors.title, errors.description, errors.image].some(
    (error) => error?.message === MISSING,
  );
  const descriptionId = useId();
  const imageId = useId();
  const imageField = form.register('image');
  const preview = useObjectUrl();
  useDevanagariType();

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
    >
      {missing && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {MISSING}
        </p>
      )}
      <TextField
        label={t('offerTitle')}
        maxLength={OFFER_LIMITS.title}
        autoComplete="off"
        error={errors.title && errors.title.message !== MISSING ? errors.title.message : undefined}
        aria-invalid={errors.title ? true : undefined}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {TRANSLATIONS.map(({ code, suffix, name }) => (
          <TextField
            key={code}
            label={t('offerTitleIn', { language: name })}
            lang={code}
            maxLength={OFFER_LIMITS.title}
            autoComplete="off"
            hint={t('translationHint')}
            {...form.register(`title${suffix}`)}
          />
        ))}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={descriptionId} className="block text-sm font-semibold text-neutral-800">
          {t('offerDescription')}
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          maxLength={OFFER_LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          className={cn(inputClasses, 'resize-y')}
          {...form.register('description')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TRANSLATIONS.map(({ code, suffix, name }) => (
          <Field
            key={code}
            label={t('offerDescriptionIn', { language: name })}
            hint={t('translationHint')}
          >
            {(aria) => (
              <textarea
                {...aria}
                lang={code}
                rows={3}
                maxLength={OFFER_LIMITS.description}
                className={cn(inputClasses, 'resize-y')}
                {...form.register(`description${suffix}`)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={imageId} className="block text-sm font-semibold text-neutral-800">
          {t('offerImage')}
        </label>
        <input
          id={imageId}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={`${imageId}-hint`}
          className={fileInputClasses}
          {...imageField}
          onChange={(event) => {
            preview.show(event.target.files?.[0]);
            void imageField.onChange(event);
          }}
        />
        <p id={`${imageId}-hint`} className="text-xs text-neutral-500">
          {t('offerImageHint')}
        </p>
        {errors.image && errors.image.message !== MISSING && (
          <p className="text-sm text-red-700">{errors.image.message}</p>
        )}
        {preview.url && (
          <img
            src={preview.url}
            alt={t('offerImagePreview')}
            className="mt-2 max-h-48 rounded-lg border border-neutral-200 object-contain"
          />
        )}
      </div>
      <DialogActions>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('adding') : t('addOffer')}
        </Button>
      </DialogActions>
    </form>
  );
}
