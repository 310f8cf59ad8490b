import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('passwordProblem (spec §5)', () => {
  it.each([
    ['secret1', 'secret1', null],
    ['123456', '123456', null],
    ['secret1', 'secret2', { field: 'confirmPassword', title: "Passwords don't match", description: 'Please make sure your passwords match' }],
    ['abc', 'abc', { field: 'password', title: 'Password too short', description: 'Password must be at least 6 characters long' }],
    ['12345', '12345', { field: 'password', title: 'Password too short', description: 'Password must be at least 6 characters long' }],
    // Matching is checked first, as the spec lists it first.
    ['abc', 'abd', { field: 'confirmPassword', title: "Passwords don't match", description: 'Please make sure your passwords match' }],
  ])('%j / %j', (password, confirm, expected) => {
    expect(passwordProblem(password, confirm)).toEqual(expected);
  });
});
