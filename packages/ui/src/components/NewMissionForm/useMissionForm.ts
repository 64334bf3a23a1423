import { useTranslation } from 'react-i18next';
import { useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import type { MissionFormState } from '../../lib/fleet';
import type { MissionFormError } from '../../lib/missionForm';

/**
 * The New Mission form's react-hook-form methods (from the `FormProvider` of `NewMissionForm`),
 * its live values, and `errorOf(field)`: the refusal under that field (spec p2 §5 texts, from
 * `form.issues`), or undefined. `origin` and `cargo` are not inputs but carry refusals too.
 */
export function useMissionForm() {
  const { t } = useTranslation('fleet');
  const methods = useFormContext<MissionFormState>();
  const { errors } = useFormState({ control: methods.control });
  const values = useWatch({ control: methods.control }) as MissionFormState;
  const codeOf = (field: string): MissionFormError | undefined =>
    ((errors as Record<string, FieldError | undefined>)[field]?.message as MissionFormError | undefined) ?? undefined;
  const errorOf = (field: string): string | undefined => {
    const code = codeOf(field);
    return code === 'noOrigin' || code === 'noDestinationType' || code === 'sameAsOrigin' ? t(`form.issues.${code}`) : undefined;
  };
  /** Sets a value as the player would (dirty, so the form stops following the selected planet). */
  const set = (name: Parameters<typeof methods.setValue>[0], value: string) => methods.setValue(name, value, { shouldDirty: true });
  return { ...methods, values, codeOf, errorOf, set };
}
