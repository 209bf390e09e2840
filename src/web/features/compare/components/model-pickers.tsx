import { useTranslation } from 'react-i18next';
import { COMPARE_LIMITS } from '../../../../shared/compare';
import { normaliseBikeName } from '../../../../shared/models';
import { NativeSelect } from '../../../components/ui/native-select';
import { Field } from '../../../components/ui/text-field';
import { useModelChoices } from '../api/get-comparison';

// `compare` texts.
const LIST_TITLES = {
  bikes: 'listMotorcycles',
  scooters: 'listScooters',
  ev: 'listEv',
} as const;
const SLOT_LABELS = ['firstModel', 'secondModel', 'thirdModel'] as const;

interface ModelPickersProps {
  /** The names in the address, in slot order (as typed there: the lists give the spelling). */
  names: readonly string[];
  /** Names shown before the lists arrive (the server's markup): the compared models' own. */
  knownNames: readonly string[];
  onChange: (names: string[]) => void;
}

/**
 * A select per slot listing every active model by type; choosing one rewrites the list. A name
 * the lists do not hold shows as unchosen and is dropped at the next choice.
 */
export function ModelPickers({ names, knownNames, onChange }: ModelPickersProps) {
  const { t } = useTranslation('compare');
  const { lists, ready } = useModelChoices();
  const listed = lists.flatMap((list) => list.models ?? []).map((m) => m.bikeName);
  // Until the lists are in, each slot offers only what it shows, so the markup matches the server's.
  const offered = ready ? listed : [...new Set(knownNames)];
  const slotValue = (name: string | undefined) =>
    offered.find((option) => name && normaliseBikeName(option) === normaliseBikeName(name)) ?? '';
  const slots = Array.from({ length: COMPARE_LIMITS.max }, (_, i) => slotValue(names[i]));

  function choose(slot: number, bikeName: string) {
    const next = slots.map((value, i) => (i === slot ? bikeName : value));
    onChange(next.filter(Boolean));
  }

  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">{t('modelsToCompare')}</legend>
      {slots.map((value, slot) => (
        <Field key={SLOT_LABELS[slot]} label={t(SLOT_LABELS[slot] ?? '')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={value}
              onChange={(event) => choose(slot, event.target.value)}
            >
              <option value="">{slot < COMPARE_LIMITS.min ? t('chooseModel') : t('none')}</option>
              {ready
                ? lists.map((list) => (
                    <optgroup key={list.kind} label={t(LIST_TITLES[list.kind])}>
                      {(list.models ?? []).map((model) => (
                        <option key={model.id} value={model.bikeName}>
                          {model.bikeName}
                        </option>
                      ))}
                    </optgroup>
                  ))
                : offered.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
            </NativeSelect>
          )}
        </Field>
      ))}
    </fieldset>
  );
}
