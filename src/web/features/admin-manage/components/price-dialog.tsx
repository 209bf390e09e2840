import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_PRICE, priceUpdateSchema } from '../../../../shared/manage';
import { formatRupees } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

/**
 * The shared price rule (whole rupees, 1 to ₹1,00,00,000) behind a check for an empty box, so
 * each screen can word "no price at all" its own way (SPEC §5).
 */
export const priceFormSchema = (missingMessage: string) =>
  z.object({ price: z.string().trim().min(1, missingMessage) }).transform((value, context) => {
    const parsed = priceUpdateSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

interface PriceDialogProps {
  /** What is being priced ("Shine 100", "Seat cover (08P70-K0N-D00)"); undefined = closed. */
  itemName: string | undefined;
  currentPrice: number;
  missingMessage: string;
  pending: boolean;
  onSubmit: (price: number) => void;
  onClose: () => void;
}

/** SPEC §2/§4: the pencil's edit dialog, prefilled; closes on Cancel or on a successful update. */
export function PriceDialog({ itemName, onClose, pending, ...props }: PriceDialogProps) {
  const { t } = useTranslation('adminManage');
  return (
    <Dialog
      open={itemName !== undefined}
      onClose={onClose}
      dismissible={!pending}
      title={t('editPrice')}
      description={itemName}
    >
      <PriceForm {...props} pending={pending} onCancel={onClose} />
    </Dialog>
  );
}

function PriceForm({
  currentPrice,
  missingMessage,
  pending,
  onSubmit,
  onCancel,
}: Omit<PriceDialogProps, 'itemName' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation('adminManage');
  const form = useForm({
    resolver: zodResolver(priceFormSchema(missingMessage)),
    defaultValues: { price: String(currentPrice) },
  });
  const error = form.formState.errors.price?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit(({ price }) => onSubmit(price))}>
      <TextField
        label={t('priceLabel')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PRICE}
        step={1}
        data-autofocus
        hint={t('priceHint', { current: formatRupees(currentPrice), max: formatRupees(MAX_PRICE) })}
        error={error}
        {...form.register('price')}
      />
      <DialogActions>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('updating') : t('update')}
        </Button>
      </DialogActions>
    </form>
  );
}
