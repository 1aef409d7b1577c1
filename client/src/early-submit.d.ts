// Set by the entry script (boot.ts) and read by the interaction islands (lib/interaction-island.ts).
interface Window {
  /** True once the visitor interacted with the page (seen from the entry script on: client/src/lib/interaction-triggers.ts). */
  __interacted?: boolean;
  /** True once the application's islands hold the page's forms. */
  __formsReady?: boolean;
  /** A form submitted before the application arrived, to be made again once it is hydrated. */
  __heldSubmission?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** Buttons of the server's markup clicked before the application arrived, clicked again once it is hydrated. */
  __heldClicks?: HTMLButtonElement[];
}
