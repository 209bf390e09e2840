import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../../../../shared/catalogue-editor';
import {
  checkSlideTexts,
  EMPTY_SLIDE_TEXTS,
  SLIDE_LIMITS,
  SLIDE_MESSAGES,
  SLIDE_TEXTS,
  slideTextsShape,
  type AdminSlide,
  type SlideText,
  type SlideTexts,
} from '../../../../shared/slides';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_SIZE_LIMIT_TEXT,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '../../../../shared/uploads';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field, inputClasses, TextField } from '../../../components/ui/text-field';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDevanagariType } from '../../../lib/use-devanagari-type';
import {
  createSlide,
  isUnauthorized,
  markPublicDataStale,
  slideKeys,
  updateSlide,
} from '../api/slides';
import { useObjectUrl } from '../../../lib/use-object-url';

/** The picture of a new slide: one JPEG, PNG or WebP within the upload limit (the server re-checks). */
const pictureSchema = z
  .custom<ArrayLike<File>>(
    (value) => (value as ArrayLike<unknown> | null)?.[0] instanceof File,
    SLIDE_MESSAGES.pictureMissing,
  )
  .transform((files) => files[0] as File)
  .superRefine((file, context) => {
    const accepted: readonly string[] = IMAGE_CONTENT_TYPES;
    // The server reads the bytes anyway; an empty type (some phones) is left to it.
    if (file.type && !accepted.includes(file.type)) {
      context.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.notAnImage(file.name) });
    } else if (file.size > UPLOAD_LIMITS.fileSize) {
      context.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.tooLarge(file.name) });
    }
  });

/** The same texts and rules as the server's (shared/slides.ts), and for a new slide its picture. */
const editSchema = z.object(slideTextsShape).superRefine(checkSlideTexts);
const createSchema = z
  .object({ ...slideTextsShape, image: pictureSchema })
  .superRefine((values, context) => checkSlideTexts(values, context));

type FormInput = z.input<typeof createSchema>;
type FormValues = z.output<typeof createSchema>;
type Form = UseFormReturn<FormInput, unknown, FormValues>;

/** The dialog's job: a new slide, or the texts of slide `number` (its place in the list). */
export type SlideDialogTarget =
  { mode: 'create' } | { mode: 'edit'; slide: AdminSlide; number: number };

const textsOf = (slide: AdminSlide): SlideTexts => {
  const { id: _id, filepath: _filepath, ...texts } = slide;
  return texts;
};

export function SlideFormDialog({
  target,
  onClose,
}: {
  target: SlideDialogTarget | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminSlides');
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const mutation = useMutation({
    mutationFn: (values: FormValues) =>
      target?.mode === 'edit'
        ? updateSlide(target.slide.id, textsOf({ ...target.slide, ...values }))
        : createSlide(values),
    onSuccess: async (answer) => {
      adminToast.success(answer.message);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: slideKeys.all }),
        markPublicDataStale(queryClient),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      // A refused field comes back with the server's words, shown at the field.
      if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
      const failed = target?.mode === 'edit' ? t('saveFailed') : t('addFailed');
      adminToast.error(failureMessage(error, failed, failed));
    },
  });

  return (
    <Dialog
      open={target !== undefined}
      onClose={onClose}
      dismissible={!mutation.isPending}
      title={target?.mode === 'edit' ? t('editTitle', { number: target.number }) : t('addTitle')}
      description={t('dialogDescription')}
      size="lg"
    >
      {target && (
        <SlideForm
          target={target}
          pending={mutation.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => {
            setServerErrors(undefined);
            mutation.mutate(values);
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

function SlideForm({
  target,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  target: SlideDialogTarget;
  pending: boolean;
  serverErrors: Record<string, string> | undefined;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminSlides');
  const editing = target.mode === 'edit';
  const form: Form = useForm<FormInput, unknown, FormValues>({
    // Editing keeps the picture: only the texts are checked and sent.
    resolver: (editing ? zodResolver(editSchema) : zodResolver(createSchema)) as Resolver<
      FormInput,
      unknown,
      FormValues
    >,
    defaultValues: editing ? textsOf(target.slide) : EMPTY_SLIDE_TEXTS,
  });
  const { errors } = form.formState;
  useDevanagariType();

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      form.setError(field as FieldPath<FormInput>, { type: 'server', message });
    }
  }, [serverErrors, form]);

  const errorOf = (field: FieldPath<FormInput>) => errors[field as keyof typeof errors]?.message;

  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(onSubmit)}>
      {editing ? (
        <div className="flex items-center gap-3">
          <img
            src={target.slide.filepath}
            alt={t('thumbnailAlt', { number: target.number })}
            className="aspect-[16/6] w-36 shrink-0 rounded-md border border-neutral-200 object-cover"
          />
          <p className="text-sm text-neutral-600">{t('pictureKept')}</p>
        </div>
      ) : (
        <PictureField form={form} error={errorOf('image')} />
      )}

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-bold tracking-wide text-neutral-500 uppercase">
          {t('english')}
        </legend>
        <TextFieldFor form={form} name="title" label={t('title')} error={errorOf('title')} />
        <TextFieldFor
          form={form}
          name="subtitle"
          label={t('subtitle')}
          error={errorOf('subtitle')}
          rows={2}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFieldFor
            form={form}
            name="ctaLabel"
            label={t('ctaLabel')}
            error={errorOf('ctaLabel')}
            hint={t('ctaHint')}
          />
          <TextFieldFor
            form={form}
            name="ctaHref"
            label={t('ctaHref')}
            error={errorOf('ctaHref')}
            hint={t('ctaHrefHint')}
            placeholder="/finance"
          />
        </div>
      </fieldset>

      {TRANSLATION_LANGUAGES.map(({ code, suffix, name: language }) => (
        <fieldset key={code} className="grid gap-4">
          <legend className="mb-1 text-sm font-bold tracking-wide text-neutral-500 uppercase">
            {language}
          </legend>
          <p className="-mt-2 text-xs text-neutral-500">{t('translationHint')}</p>
          {SLIDE_TEXTS.map((text) => (
            <TextFieldFor
              key={text}
              form={form}
              name={`${text}${suffix}`}
              label={t('inLanguage', { label: t(text), language })}
              error={errorOf(`${text}${suffix}`)}
              lang={code}
              rows={text === 'subtitle' ? 2 : undefined}
            />
          ))}
        </fieldset>
      ))}

      <DialogActions>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? t('saving') : t('save')) : pending ? t('adding') : t('add')}
        </Button>
      </DialogActions>
    </form>
  );
}

type TextName = Exclude<FieldPath<FormInput>, 'image'>;

const MAX_LENGTH: Record<SlideText | 'ctaHref', number> = {
  title: SLIDE_LIMITS.title,
  subtitle: SLIDE_LIMITS.subtitle,
  ctaLabel: SLIDE_LIMITS.ctaLabel,
  ctaHref: SLIDE_LIMITS.ctaHref,
};
const maxLengthOf = (name: TextName) =>
  MAX_LENGTH[name.replace(/(Mr|Hi)$/, '') as SlideText | 'ctaHref'];

/** One text of the slide: a labelled input, or a text area of `rows`, with its hint and error. */
function TextFieldFor({
  form,
  name,
  label,
  error,
  hint,
  rows,
  lang,
  placeholder,
}: {
  form: Form;
  name: TextName;
  label: string;
  error: string | undefined;
  hint?: string;
  rows?: number;
  lang?: string;
  placeholder?: string;
}) {
  const registered = form.register(name);
  const common = { lang, maxLength: maxLengthOf(name), autoComplete: 'off', placeholder };
  if (!rows) {
    return <TextField label={label} error={error} hint={hint} {...common} {...registered} />;
  }
  return (
    <Field label={label} error={error} hint={hint}>
      {(aria) => (
        <textarea
          {...aria}
          {...common}
          rows={rows}
          className={cn(inputClasses, 'resize-y')}
          {...registered}
        />
      )}
    </Field>
  );
}

const fileInputClasses =
  'block w-full cursor-pointer rounded-md border border-neutral-300 bg-white text-sm text-neutral-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-soft file:px-4 file:py-2.5 file:font-semibold file:text-brand hover:file:bg-red-100 aria-[invalid=true]:border-red-600';

/** A new slide's picture, with a preview of the one chosen. */
function PictureField({ form, error }: { form: Form; error: string | undefined }) {
  const { t } = useTranslation('adminSlides');
  const id = useId();
  const field = form.register('image');
  const preview = useObjectUrl();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-800">
        {t('picture')}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={fileInputClasses}
        {...field}
        onChange={(event) => {
          preview.show(event.target.files?.[0]);
          void field.onChange(event);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-neutral-500">
        {t('pictureHint', { width: SLIDE_LIMITS.pictureMinWidth, size: IMAGE_SIZE_LIMIT_TEXT })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {preview.url && (
        <img
          src={preview.url}
          alt={t('picturePreview')}
          className="mt-2 aspect-[16/6] w-full rounded-lg border border-neutral-200 object-cover"
        />
      )}
    </div>
  );
}
