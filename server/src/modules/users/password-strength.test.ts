import { ESTIMATOR_IDLE_MS, estimatorLoaded, newPasswordProblem, releaseEstimator } from './password-strength';

describe('new password strength', () => {
  afterEach(() => {
    releaseEstimator();
    jest.useRealTimers();
  });

  it('refuses guessable passwords in French and accepts a strong one', () => {
    expect(newPasswordProblem('Motdepasse1!', 'julie@example.com')).toMatch(/^Ce mot de passe est trop facile à deviner/);
    expect(newPasswordProblem('Neige-Mauricie-2026', 'julie@example.com')).toBeNull();
  });

  it('lets the estimator go a minute after its last use, and builds it again for the next password', () => {
    jest.useFakeTimers();
    expect(estimatorLoaded()).toBe(false);
    const first = newPasswordProblem('Motdepasse1!', 'julie@example.com');
    expect(estimatorLoaded()).toBe(true);

    jest.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1_000);
    expect(newPasswordProblem('Neige-Mauricie-2026', 'julie@example.com')).toBeNull();
    // Used again: the minute starts over.
    jest.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1_000);
    expect(estimatorLoaded()).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(estimatorLoaded()).toBe(false);

    expect(newPasswordProblem('Motdepasse1!', 'julie@example.com')).toBe(first);
    expect(estimatorLoaded()).toBe(true);
  });
});
