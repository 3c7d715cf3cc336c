import { describe, expect, it } from 'vitest';
import { signUpProblems } from './account-fields.ts';

describe('signUpProblems', () => {
  it('accepts what the server accepts', () => {
    expect(signUpProblems('ada', 'a long enough password')).toEqual({});
    expect(signUpProblems('a.b-c_1', '12345678')).toEqual({});
    expect(signUpProblems('x'.repeat(32), 'p'.repeat(256))).toEqual({});
  });

  it('names each field the server would refuse', () => {
    expect(signUpProblems('ab', 'short')).toEqual({
      username: 'auth.problem.username',
      password: 'auth.problem.passwordShort',
    });
    expect(signUpProblems('a b!', 'a long enough password')).toEqual({
      username: 'auth.problem.username',
    });
    expect(signUpProblems('x'.repeat(33), 'p'.repeat(257))).toEqual({
      username: 'auth.problem.username',
      password: 'auth.problem.passwordLong',
    });
    expect(signUpProblems('', '')).toEqual({
      username: 'auth.problem.username',
      password: 'auth.problem.passwordShort',
    });
  });
});
