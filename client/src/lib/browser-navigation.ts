/**
 * Leaving the application for another site (the payment provider's page). An object so tests can
 * replace `assign` (jsdom does not navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
