import styles from './EventWizard.module.css';
export interface QuantityCounterProps {
  id: string;
  /** What is counted, read before the number when it changes ('Bac roulant 360 L : 3'). */
  label: string;
  value: number;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * − value + with the value in an <output> (a polite live region: the new count is announced).
 * At a bound the button stays focusable but does nothing (aria-disabled), so keyboard focus is
 * never lost the way it is when a focused button becomes disabled.
 */
export function QuantityCounter({ id, label, value, min, max, decreaseLabel, increaseLabel, onChange, error }: QuantityCounterProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  const errorId = `${id}-error`;
  return (
    <div className="counter">
      <div className={styles['counter__controls']}>
        <button
          type="button"
          className={styles['counter__button']}
          aria-label={decreaseLabel}
          aria-disabled={atMin}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            if (!atMin) onChange(Math.max(min, value - 1));
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={id} className={styles['counter__value']} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">{label} : </span>
          {value}
        </output>
        <button
          type="button"
          className={styles['counter__button']}
          aria-label={increaseLabel}
          aria-disabled={atMax}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            if (!atMax) onChange(Math.min(max, value + 1));
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
