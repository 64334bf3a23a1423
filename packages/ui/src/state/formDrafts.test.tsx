import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { clearSession, saveSession } from '@imperio/api-client/session';
import {
  clearAllDrafts,
  DRAFT_PREFIX,
  followSessionForDrafts,
  readDraft,
  writeDraft,
  useFormDraft,
  type FormDraftOptions,
} from './formDrafts';

/**
 * The one draft store of the compose, fleet and profile forms: per player, in this tab's
 * sessionStorage with a copy in memory when the storage fails, followed by the session (an expiry
 * keeps the drafts, a logout clears them, another commander never sees them).
 */

const login = (id: number) => saveSession({ access: `a${id}`, refresh: `r${id}`, user: { id } });

afterEach(() => {
  vi.restoreAllMocks();
  clearAllDrafts();
});

describe('the draft store', () => {
  it("keeps a draft per player and form, and never answers one player with another's", () => {
    writeDraft(1, 'compose', { values: { subject: 'Ruta' }, context: { replyTo: null } });
    expect(readDraft(1, 'compose')).toEqual({ values: { subject: 'Ruta' }, context: { replyTo: null } });
    expect(JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}1.compose`)!)).toEqual({
      values: { subject: 'Ruta' },
      context: { replyTo: null },
    });
    expect(readDraft(2, 'compose')).toBeNull();
    expect(readDraft(1, 'fleet')).toBeNull();
  });

  it('survives a full storage (quota) and a blocked one, in memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(1, 'fleet', { values: { metal: '10' } })).not.toThrow();
    expect(readDraft(1, 'fleet')?.values).toEqual({ metal: '10' });
    vi.restoreAllMocks();

    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeDraft(1, 'profile', { values: { display_name: 'Nova' } })).not.toThrow();
    expect(readDraft(1, 'profile')?.values).toEqual({ display_name: 'Nova' });
    expect(() => clearAllDrafts()).not.toThrow();
    expect(readDraft(1, 'profile')).toBeNull();
  });

  it('reads a corrupt stored draft as none', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}1.compose`, '{not json');
    expect(readDraft(1, 'compose')).toBeNull();
    sessionStorage.setItem(`${DRAFT_PREFIX}1.compose`, '{"values":"text"}');
    expect(readDraft(1, 'compose')).toBeNull();
  });

  it('follows the session: an expiry keeps the drafts, a login as another commander drops the others, a logout clears all', () => {
    login(1);
    const stop = followSessionForDrafts();
    writeDraft(1, 'compose', { values: { subject: 'Ruta' } });
    clearSession('expired');
    expect(readDraft(1, 'compose')).not.toBeNull();
    login(1);
    expect(readDraft(1, 'compose')).not.toBeNull();

    login(2);
    expect(readDraft(1, 'compose')).toBeNull();
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}1.compose`)).toBeNull();

    writeDraft(2, 'fleet', { values: { metal: '5' } });
    clearSession('logout');
    expect(readDraft(2, 'fleet')).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_PREFIX))).toEqual([]);
    stop();
  });
});

interface Values {
  subject: string;
  body: string;
}

function DraftForm({
  options,
  onDraft,
}: {
  options?: FormDraftOptions<unknown>;
  onDraft?: (draft: ReturnType<typeof useFormDraft<Values>>) => void;
}) {
  const form = useForm<Values>({ defaultValues: { subject: '', body: '' } });
  const draft = useFormDraft('test', form, options);
  onDraft?.(draft);
  return (
    <form>
      <input aria-label="subject" {...form.register('subject')} />
      <textarea aria-label="body" {...form.register('body')} />
      <output data-testid="dirty">{String(form.formState.isDirty)}</output>
    </form>
  );
}

describe('useFormDraft with react-hook-form', () => {
  it('stores each change, and a new mount of the form (same player) starts from it, dirty', async () => {
    login(1);
    const user = userEvent.setup();
    const first = render(<DraftForm />);
    await user.type(screen.getByLabelText('subject'), 'Ruta');
    await user.type(screen.getByLabelText('body'), 'Hola');
    expect(readDraft(1, 'test')?.values).toEqual({ subject: 'Ruta', body: 'Hola' });
    first.unmount();

    let restored: Values | null = null;
    render(<DraftForm onDraft={(draft) => (restored = draft.restored)} />);
    expect(screen.getByLabelText('subject')).toHaveValue('Ruta');
    expect(screen.getByLabelText('body')).toHaveValue('Hola');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    expect(restored).toEqual({ subject: 'Ruta', body: 'Hola' });
  });

  it("does not fill the form with another player's draft, nor with none after discard", () => {
    writeDraft(1, 'test', { values: { subject: 'Ruta', body: '' } });
    login(2);
    const other = render(<DraftForm />);
    expect(screen.getByLabelText('subject')).toHaveValue('');
    other.unmount();

    login(1);
    let discard = () => {};
    const mine = render(<DraftForm onDraft={(draft) => (discard = draft.discard)} />);
    expect(screen.getByLabelText('subject')).toHaveValue('Ruta');
    act(() => discard());
    mine.unmount();
    render(<DraftForm />);
    expect(screen.getByLabelText('subject')).toHaveValue('');
  });

  it('stores nothing while `save` is off', async () => {
    login(1);
    const user = userEvent.setup();
    render(<DraftForm options={{ save: false }} />);
    await user.type(screen.getByLabelText('subject'), 'Ruta');
    expect(readDraft(1, 'test')).toBeNull();
  });
});
