import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_LANGUAGES } from '../../../../shared/catalogue-editor';
import type { AdminSlide } from '../../../../shared/slides';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { adminToast, failureMessage } from '../../../lib/admin-toast';
import {
  deleteSlide,
  isUnauthorized,
  markPublicDataStale,
  reorderSlides,
  slideKeys,
  useAdminSlides,
} from '../api/slides';
import { SlideFormDialog, type SlideDialogTarget } from './slide-form-dialog';

type Direction = 'up' | 'down';

const REORDER_KEY = ['admin', 'slides', 'order'] as const;

/** The list with one slide moved a place up or down (unchanged when it is already at that end). */
function moveSlide(slides: AdminSlide[], id: number, direction: Direction) {
  const from = slides.findIndex((slide) => slide.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= slides.length) return slides;
  const ordered = [...slides];
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved!);
  return ordered;
}

/** The id of a slide's move button, to give it the focus back after its row has moved. */
const moveButtonId = (slide: AdminSlide, direction: Direction) =>
  `slide-${slide.id}-move-${direction}`;

/**
 * The Slides screen: Home's slides in their order, each with its picture and texts; add one (a
 * picture and its texts), edit its texts, move it up or down, delete it after a confirmation.
 */
export function SlidesManager() {
  const { t } = useTranslation('adminSlides');
  const queryClient = useQueryClient();
  const slides = useAdminSlides();
  const [dialog, setDialog] = useState<SlideDialogTarget>();
  const [deleting, setDeleting] = useState<{ slide: AdminSlide; number: number }>();

  const afterChange = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: slideKeys.all }),
      markPublicDataStale(queryClient),
    ]);

  // Every press moves the list at once, and the saves go one after another, each sending the
  // whole order as shown when its turn comes. So a press while the last one is still saving is
  // kept, not dropped. Only the last save reads the list back (a refusal puts it back as the
  // server has it): an earlier one would show an order without the moves queued behind it.
  const reorder = useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: REORDER_KEY.join('/') },
    mutationFn: () =>
      reorderSlides(
        (queryClient.getQueryData<AdminSlide[]>(slideKeys.all) ?? []).map((slide) => slide.id),
      ),
    onMutate: async ({ id, direction }: { id: number; direction: Direction }) => {
      await queryClient.cancelQueries({ queryKey: slideKeys.all });
      queryClient.setQueryData<AdminSlide[]>(
        slideKeys.all,
        (slides) => slides && moveSlide(slides, id, direction),
      );
    },
    // One "saved" for a burst of presses: said by the last save, when the whole order is kept.
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) === 1) {
        adminToast.success(answer.message);
      }
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      adminToast.error(failureMessage(error, t('moveFailed'), t('moveFailed')));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) === 1) return afterChange();
    },
  });

  const remove = useMutation({
    mutationFn: (slide: AdminSlide) => deleteSlide(slide.id),
    onSuccess: async (answer) => {
      adminToast.success(answer.message);
      setDeleting(undefined);
      await afterChange();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      adminToast.error(failureMessage(error, t('deleteFailed'), t('deleteFailed')));
    },
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-neutral-600">{t('intro')}</p>
        <Button className="shrink-0" onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addSlide')}
        </Button>
      </div>
      <QueryState query={slides} errorText={t('loadFailed')} empty={t('empty')} emptyTone="panel">
        {(list) => (
          <SlideList
            slides={list}
            onMove={(slide, direction) => reorder.mutate({ id: slide.id, direction })}
            onEdit={(slide, number) => setDialog({ mode: 'edit', slide, number })}
            onDelete={(slide, number) => setDeleting({ slide, number })}
          />
        )}
      </QueryState>
      <SlideFormDialog target={dialog} onClose={() => setDialog(undefined)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('deleteTitle')}
        message={
          deleting && (
            <span className="flex items-center gap-3">
              <img
                src={deleting.slide.filepath}
                alt=""
                className="aspect-[16/6] w-24 shrink-0 rounded-md object-cover"
              />
              {t('deleteMessage', { number: deleting.number })}
            </span>
          )
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.slide)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}

interface SlideListProps {
  slides: AdminSlide[];
  onMove: (slide: AdminSlide, direction: Direction) => void;
  onEdit: (slide: AdminSlide, number: number) => void;
  onDelete: (slide: AdminSlide, number: number) => void;
}

function SlideList({ slides, onMove, onEdit, onDelete }: SlideListProps) {
  const { t } = useTranslation('adminSlides');
  // The moved slide's button keeps the focus (a row that moves in the page would drop it), or,
  // at the end of the list where it is disabled, its other move button takes it. Once the row
  // stands where it was sent: the list may be drawn again before it has moved.
  const refocus = useRef<{ slide: AdminSlide; direction: Direction; to: number }>(undefined);
  useEffect(() => {
    const target = refocus.current;
    if (!target || slides[target.to]?.id !== target.slide.id) return;
    refocus.current = undefined;
    const button = document.getElementById(moveButtonId(target.slide, target.direction));
    const other = document.getElementById(
      moveButtonId(target.slide, target.direction === 'up' ? 'down' : 'up'),
    );
    (button instanceof HTMLButtonElement && !button.disabled ? button : other)?.focus();
  }, [slides]);

  return (
    <ol aria-label={t('listLabel')} className="space-y-3">
      {slides.map((slide, index) => {
        const number = index + 1;
        const move = (direction: Direction) => {
          refocus.current = { slide, direction, to: index + (direction === 'up' ? -1 : 1) };
          onMove(slide, direction);
        };
        return (
          <li
            key={slide.id}
            aria-label={t('position', { number })}
            // The buttons take a row of their own below 1024 px: beside the picture and the
            // words at 768 px they squeezed the title into a column of two words a line.
            className="grid gap-4 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center lg:grid-cols-[auto_minmax(0,1fr)_auto]"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-sm font-bold text-neutral-700"
              >
                {number}
              </span>
              <img
                src={slide.filepath}
                alt={t('thumbnailAlt', { number })}
                loading="lazy"
                decoding="async"
                className="aspect-[16/6] w-40 shrink-0 rounded-md border border-neutral-200 bg-neutral-100 object-cover"
              />
            </div>
            <div className="min-w-0 space-y-1">
              <p className="font-semibold text-ink">
                {slide.title || (
                  <span className="font-normal text-neutral-500 italic">{t('noTitle')}</span>
                )}
              </p>
              {slide.subtitle && (
                <p className="line-clamp-2 text-sm text-neutral-600">{slide.subtitle}</p>
              )}
              <p className="text-xs text-neutral-600">
                {slide.ctaHref
                  ? t('buttonSummary', { label: slide.ctaLabel, href: slide.ctaHref })
                  : t('noButton')}
              </p>
              <p className="text-xs text-neutral-500">
                {TRANSLATION_LANGUAGES.map(({ suffix, name }) =>
                  t(
                    [
                      slide[`title${suffix}`],
                      slide[`subtitle${suffix}`],
                      slide[`ctaLabel${suffix}`],
                    ].some(Boolean)
                      ? 'translated'
                      : 'notTranslated',
                    { language: name },
                  ),
                ).join(' · ')}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5 sm:col-span-2 sm:justify-end lg:col-span-1">
              <Button
                id={moveButtonId(slide, 'up')}
                variant="secondary"
                size="sm"
                aria-label={t('moveUp', { number })}
                title={t('moveUpShort')}
                disabled={index === 0}
                onClick={() => move('up')}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                id={moveButtonId(slide, 'down')}
                variant="secondary"
                size="sm"
                aria-label={t('moveDown', { number })}
                title={t('moveDownShort')}
                disabled={index === slides.length - 1}
                onClick={() => move('down')}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('editSlide', { number })}
                onClick={() => onEdit(slide, number)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('edit')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('deleteSlide', { number })}
                onClick={() => onDelete(slide, number)}
                className="text-red-700 hover:border-red-700 hover:text-red-800"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('delete')}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
