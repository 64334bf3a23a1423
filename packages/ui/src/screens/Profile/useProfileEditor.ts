import { useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { profileMutations, type ProfileUpdate, type User } from '@imperio/api-client';
import { useFormDraft, useStoredDraft } from '../../state/formDrafts';
import { useLocale } from '../../state/locale';

/** The profile form's id in the draft store (`state/formDrafts.ts`). */
export const PROFILE_DRAFT_ID = 'profile';
import { profileForm, profileSchema, profileUpdate, type ProfileForm } from './profileForm';
import { isLanguage } from '@imperio/api-client/languages';

/**
 * The profile's edit mode (spec p2 §2.8, §4): a react-hook-form form over the stored user;
 * 'Editar Perfil' fills it and moves focus to its first field; 'Cancelar' restores the stored
 * values and returns focus to 'Editar Perfil'; 'Guardar' sends one PATCH (a repeat while one is
 * pending is ignored, kept synchronously since a double click can beat the re-render); a failed
 * save keeps the form and the edits; saving another language switches the interface. The edits
 * are kept in the draft store while the form is open: after a session that ended, the profile
 * opens in edit mode with them; 'Cancelar' and a save forget them.
 */
export function useProfileEditor(user: User | null, editButton: RefObject<HTMLButtonElement | null>) {
  const { locale, setLocale } = useLocale();
  const form = useForm<ProfileForm>({ resolver: zodResolver(profileSchema), defaultValues: profileForm(user, locale) });
  // A draft left by a session that ended reopens the form, filled with it.
  const stored = useStoredDraft(PROFILE_DRAFT_ID);
  const [editing, setEditing] = useState(stored !== null);
  const draft = useFormDraft(PROFILE_DRAFT_ID, form, { save: editing });
  const mutation = useMutation(profileMutations.update());
  const saving = useRef(false);
  const focusAfter = useRef<'form' | 'edit' | null>(null);
  const { setFocus } = form;

  useEffect(() => {
    if (focusAfter.current === 'form') setFocus('display_name');
    else if (focusAfter.current === 'edit') editButton.current?.focus();
    focusAfter.current = null;
  }, [editing, setFocus, editButton]);

  function start() {
    form.reset(profileForm(user, locale));
    mutation.reset();
    focusAfter.current = 'form';
    setEditing(true);
  }

  function close() {
    draft.discard();
    setEditing(false);
  }

  function cancel() {
    if (saving.current) return;
    form.reset(profileForm(user, locale)); // restores the stored values (spec p2 §4)
    mutation.reset();
    focusAfter.current = 'edit';
    close();
  }

  function send(values: ProfileForm) {
    if (saving.current || mutation.isPending) return;
    saving.current = true;
    const body: ProfileUpdate = profileUpdate(values, user);
    mutation.mutate(body, {
      onSuccess: (updated) => {
        focusAfter.current = 'edit';
        close();
        const language = updated.language ?? body.language;
        if (isLanguage(language) && language !== locale) setLocale(language);
      },
      onSettled: () => {
        saving.current = false;
      },
    });
  }

  /** The form's submit handler: validates, then saves once. */
  function save(event?: BaseSyntheticEvent) {
    return form.handleSubmit(send)(event);
  }

  return { form, editing, start, cancel, save, mutation, locale };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
