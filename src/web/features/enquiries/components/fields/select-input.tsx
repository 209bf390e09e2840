import { NativeSelect } from '../../../../components/ui/native-select';
import { useEnquiryTexts } from '../../lib/enquiry-texts';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

/** A native select: its blank first option (the placeholder) stands for "not chosen". */
export function SelectInput(props: EnquiryInputProps) {
  const { form, field, options } = props;
  const texts = useEnquiryTexts();
  return (
    <Labelled {...props}>
      {(control) => (
        <NativeSelect {...control}>
          {field.placeholder !== undefined && (
            <option value="">{texts.placeholder(form, field)}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {texts.option(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Labelled>
  );
}
