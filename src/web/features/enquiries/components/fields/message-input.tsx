import { MESSAGE_MAX_LENGTH, MESSAGE_ROWS } from '../../../../../shared/enquiries';
import { inputClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

/** A message box of SPEC §9's four rows, keeping its line breaks. */
export function MessageInput(props: EnquiryInputProps) {
  return (
    <Labelled {...props}>
      {(control) => (
        <textarea
          rows={MESSAGE_ROWS}
          maxLength={MESSAGE_MAX_LENGTH}
          className={cn(inputClasses, 'resize-y')}
          {...control}
        />
      )}
    </Labelled>
  );
}
