import { Controller, useFormContext } from 'react-hook-form';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
} from '../../../../../shared/enquiries';
import { checkboxClasses } from '../../../../components/ui/checkbox-field';
import { FieldGroup } from '../../../../components/ui/field-group';
import { cn } from '../../../../lib/cn';
import { toggleChannel, type ChannelBox, type ChannelState } from '../../lib/channels';
import type { FormValues } from '../../lib/form-values';
import { channelKey, useEnquiryTexts } from '../../lib/enquiry-texts';
import type { EnquiryInputProps } from './enquiry-input-props';

/** The opt-in form's notification boxes: 'Check all' (the field's label) and one per channel. */
export function ChannelsInput({ field, id, error }: EnquiryInputProps) {
  const { control } = useFormContext<FormValues>();
  const texts = useEnquiryTexts();
  const boxes: { box: ChannelBox; label: string }[] = [
    { box: 'all', label: texts.label(field) },
    ...NOTIFICATION_CHANNELS.map((channel) => ({
      box: channel,
      label: texts.t(channelKey(channel), {
        ns: 'forms',
        defaultValue: NOTIFICATION_CHANNEL_LABELS[channel],
      }),
    })),
  ];
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: { value, onChange, onBlur, ref } }) => {
        const state = value as ChannelState;
        return (
          <FieldGroup
            legend={texts.t('channelsLegend', { ns: 'forms' })}
            id={id}
            error={error}
            className="space-y-3"
          >
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {boxes.map(({ box, label }, index) => (
                <label
                  key={box}
                  className={cn(
                    'inline-flex min-h-6 items-center gap-2 text-sm text-neutral-800',
                    box === 'all' && 'w-full font-semibold sm:w-auto',
                  )}
                >
                  <input
                    ref={index === 0 ? ref : undefined}
                    id={index === 0 ? id : undefined}
                    type="checkbox"
                    className={checkboxClasses}
                    checked={state[box]}
                    onBlur={onBlur}
                    onChange={(event) => onChange(toggleChannel(state, box, event.target.checked))}
                  />
                  {label}
                </label>
              ))}
            </div>
          </FieldGroup>
        );
      }}
    />
  );
}
