import { WIZARD_STEPS, type WizardStep } from './event-wizard.schema';
import styles from './EventWizard.module.css';

/** The five steps, the current one marked with aria-current="step". */
export function WizardProgress({ current }: { current: WizardStep }) {
  return (
    <ol className={styles['wizard-progress']} aria-label="Étapes du formulaire">
      {WIZARD_STEPS.map(({ number, title }) => {
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={number}
            className={`${styles['wizard-progress__step']} ${styles[`wizard-progress__step--${state}`]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles['wizard-progress__number']} aria-hidden="true">
              {number}
            </span>
            <span className={styles['wizard-progress__label']}>
              <span className="visually-hidden">Étape {number} : </span>
              {title}
              {state === 'done' && <span className="visually-hidden"> (terminée)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
