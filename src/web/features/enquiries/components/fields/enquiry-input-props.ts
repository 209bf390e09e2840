import type { ChoiceOption, EnquiryField, EnquiryForm } from '../../../../../shared/enquiries';

/** What each kind of enquiry input is drawn from. */
export interface EnquiryInputProps {
  /** The form the field belongs to (its texts are looked up by the form's kind). */
  form: EnquiryForm;
  field: EnquiryField;
  /** The control's id; its error and hint hang off it. */
  id: string;
  /** The choices a select or radio offers (the description's, or the page's own). */
  options: readonly ChoiceOption[];
  error: string | undefined;
}
