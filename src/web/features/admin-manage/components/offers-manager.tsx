import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../../shared/catalogue';
import { MANAGE_MESSAGES } from '../../../../shared/manage';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { adminToast } from '../../../lib/admin-toast';
import { isUnauthorized, manageKeys, markPublicDataStale } from '../api/admin-request';
import { deleteOffer, useOffers } from '../api/offers';
import { OfferFormDialog } from './offer-form-dialog';

/** SPEC §2 Manage Offers: the list, New (add dialog) and a confirmed delete per offer. */
export function OffersManager() {
  const { t } = useTranslation('adminManage');
  const queryClient = useQueryClient();
  const offersQuery = useOffers();
  const offers = offersQuery.data;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Offer | undefined>();

  const remove = useMutation({
    mutationFn: (offer: Offer) => deleteOffer(offer.id),
    onSuccess: async () => {
      adminToast.success(MANAGE_MESSAGES.offerDeleted);
      setDeleting(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manageKeys.offers }),
        markPublicDataStale(queryClient),
      ]);
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      adminToast.error(MANAGE_MESSAGES.offerDeleteFailed);
    },
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600">
          {t('offersIntro')} {offers ? t('offersTotal', { total: offers.length }) : ''}
        </p>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('newOffer')}
        </Button>
      </div>
      <QueryState
        query={offersQuery}
        errorText={t('loadFailed')}
        empty={MANAGE_MESSAGES.noOffers}
        emptyTone="panel"
      >
        {(loaded) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {loaded.map((offer, index) => (
              <li
                key={offer.id}
                className="flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"
              >
                {/* Posters come in any shape: show all of it rather than crop the headline. */}
                <img
                  src={offer.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full bg-neutral-100 object-contain"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  {index === 0 && (
                    <span className="self-start rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">
                      {t('shownOnWebsite')}
                    </span>
                  )}
                  <h2 className="font-bold tracking-tight text-ink">{offer.title}</h2>
                  <p className="line-clamp-3 text-sm whitespace-pre-line text-neutral-600">
                    {offer.description}
                  </p>
                  <div className="mt-auto flex justify-end pt-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('deleteOfferOf', { title: offer.title })}
                      onClick={() => setDeleting(offer)}
                      className="text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <OfferFormDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('deleteOfferTitle')}
        message={deleting && t('deleteOfferMessage', { title: deleting.title })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
