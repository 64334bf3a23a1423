import { useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { profileMutations, type ProfileUpdate, type User } from '@imperio/api-client';
import { useLocale } from '../../state/locale';
import { profileForm, profileSchema, profileUpdate, type ProfileForm } from './profileForm';
import { isLanguage } from '@imperio/api-client/languages';

/**
 * The profile's edit mode (spec p2 §2.8, §4): a react-hook-form form over the stored user;
 * 'Editar Perfil' fills it and moves focus to its first field; 'Cancelar' restores the stored
 * values and returns focus to 'Editar Perfil'; 'Guardar' sends one PATCH (a repeat while one is
 * pending is ignored, kept synchronously since a double click can beat the re-render); a failed
 * save keeps the form and the edits; saving another language switches the interface.
 */
export function useProfileEditor(user: User | null, editButton: RefObject<HTMLButtonElement | null>) {
  const { locale, setLocale } = useLocale();
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileForm>({ resolver: zodResolver(profileSchema), defaultValues: profileForm(user, locale) });
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

  function cancel() {
    if (saving.current) return;
    form.reset(profileForm(user, locale)); // restores the stored values (spec p2 §4)
    mutation.reset();
    focusAfter.current = 'edit';
    setEditing(false);
  }

  function send(values: ProfileForm) {
    if (saving.current || mutation.isPending) return;
    saving.current = true;
    const body: ProfileUpdate = profileUpdate(values, user);
    mutation.mutate(body, {
      onSuccess: (updated) => {
        focusAfter.current = 'edit';
        setEditing(false);
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
