import { NativeSelect } from '../../../../components/ui/native-select';
import { useAsWrittenLang } from '../../../../lib/catalogue-text';
import { isTranslatedChoice, useEnquiryTexts } from '../../lib/enquiry-texts';
import type { EnquiryInputProps } from './enquiry-input-props';
import { Labelled } from './labelled';

/**
 * A native select: its blank first option (the placeholder) stands for "not chosen". A choice
 * that is a name kept as written (a model, or a colour as Honda names it) is marked as English
 * on a Marathi or Hindi page.
 */
export function SelectInput(props: EnquiryInputProps) {
  const { form, field, options } = props;
  const texts = useEnquiryTexts();
  const asWritten = useAsWrittenLang();
  return (
    <Labelled {...props}>
      {(control) => (
        <NativeSelect {...control}>
          {field.placeholder !== undefined && (
            <option value="">{texts.placeholder(form, field)}</option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              lang={isTranslatedChoice(option.label) ? undefined : asWritten}
            >
              {texts.option(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Labelled>
  );
}
