import type { ComponentType } from 'react';
import type { EnquiryFieldType } from '../../../../shared/enquiries';
import { ChannelsInput } from './fields/channels-input';
import { CheckboxInput } from './fields/checkbox-input';
import { DateInput } from './fields/date-input';
import type { EnquiryInputProps } from './fields/enquiry-input-props';
import { LockedInput } from './fields/locked-input';
import { MessageInput } from './fields/message-input';
import { PhoneInput } from './fields/phone-input';
import { RadioInput } from './fields/radio-input';
import { SelectInput } from './fields/select-input';
import { TextInput } from './fields/text-input';

export interface EnquiryFieldProps extends EnquiryInputProps {
  /** Shown read-only: the page chose the value (the finance model of the bike the visitor came with). */
  locked: boolean;
}

/** Fields that take a whole row of the two-column grid. */
export const FULL_WIDTH_TYPES: ReadonlySet<EnquiryFieldType> = new Set([
  'message',
  'checkbox',
  'channels',
]);

/** The input each field type is drawn with; a new type does not compile until it has one. */
const INPUTS: Record<EnquiryFieldType, ComponentType<EnquiryInputProps>> = {
  name: TextInput,
  email: TextInput,
  text: TextInput,
  amount: TextInput,
  year: TextInput,
  registration: TextInput,
  phone: PhoneInput,
  date: DateInput,
  message: MessageInput,
  select: SelectInput,
  radio: RadioInput,
  checkbox: CheckboxInput,
  channels: ChannelsInput,
};

/** Boxes and radios are never locked: a page only chooses values shown as text. */
const NEVER_LOCKED: ReadonlySet<EnquiryFieldType> = new Set(['radio', 'checkbox', 'channels']);

/** Draws one described field: its label, the right input for its type, and its error. */
export function EnquiryField({ locked, ...props }: EnquiryFieldProps) {
  const Input =
    locked && !NEVER_LOCKED.has(props.field.type) ? LockedInput : INPUTS[props.field.type];
  return <Input {...props} />;
}
