import { bookingWindow } from '../../../../../shared/enquiries';
import type { EnquiryInputProps } from './enquiry-input-props';
import { SingleLineInput } from './single-line-input';

/** A date picker that offers only the days the booking date check accepts. */
export function DateInput(props: EnquiryInputProps) {
  const { first, last } = bookingWindow();
  return <SingleLineInput {...props} attributes={{ type: 'date', min: first, max: last }} />;
}
