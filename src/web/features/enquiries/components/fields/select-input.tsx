import { inputClasses } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { useEnquiryTexts } from '../../lib/enquiry-texts';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

// CSS counts a <select> as :read-only, which would grey it out like a locked field.
const selectClasses = inputClasses
  .split(' ')
  .filter((name) => !name.startsWith('read-only:'))
  .join(' ');

/** A native select: its blank first option (the placeholder) stands for "not chosen". */
export function SelectInput(props: EnquiryInputProps) {
  const { form, field, options } = props;
  const texts = useEnquiryTexts();
  return (
    <Labelled {...props}>
      {(control) => (
        <select className={cn(selectClasses, 'pr-8')} {...control}>
          {field.placeholder !== undefined && (
            <option value="">{texts.placeholder(form, field)}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {texts.option(option)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
