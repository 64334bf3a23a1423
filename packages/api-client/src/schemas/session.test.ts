import { describe, expect, it } from 'vitest';
import { loginAnswerSchema, sessionUserSchema } from './session';
import { loginResponseSchema, userSchema } from './user';

const answer = {
  access: 'a',
  refresh: 'r',
  user: { id: '7', username: 'demo', points: '12.50', display_name: null, extra: 'dropped' },
};

describe("the login's own schemas", () => {
  it("parse a login answer exactly as the answer schemas' loginResponseSchema does", () => {
    const mini = loginAnswerSchema.parse(answer);
    expect(mini).toEqual(loginResponseSchema.parse(answer));
    expect(mini.user).toEqual({ id: 7, username: 'demo', points: 12.5, display_name: null });
  });

  it('refuse what loginResponseSchema refuses', () => {
    for (const bad of [
      { ...answer, access: '' },
      { ...answer, user: { username: 'x' } },
      { ...answer, user: { id: 1, points: 'many' } },
      { ...answer, user: { id: 'siete', username: 'x' } },
    ]) {
      expect(loginAnswerSchema.safeParse(bad).success).toBe(false);
      expect(loginResponseSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("share one user shape with the answer schemas' userSchema", () => {
    expect(Object.keys(sessionUserSchema.def.shape).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });
});
