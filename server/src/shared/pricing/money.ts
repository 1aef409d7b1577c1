/** Money is integer cents everywhere; these format it for people, in fr-CA, only at the edge. */
const CAD = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
const RATE = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 3 });

/** 9198 → '91,98 $' (fr-CA puts a no-break space before the sign and between thousands). */
export function formatCad(cents: number): string {
  return CAD.format(cents / 100);
}

/** 9.975 → '9,975 %' (a no-break space before the sign). */
export function formatRate(percent: number): string {
  return `${RATE.format(percent)}\u00a0%`;
}
