/**
 * Whether a price may carry the annual saving note ('Economize anualmente 10%', part 1 §2, §9). The note
 * promises a saving, so it goes only with a yearly price that saves at least the advertised percent against
 * twelve monthly charges (decision 020).
 */
import { ANNUAL_DISCOUNT_PERCENT, MONTHS_PER_YEAR } from '~/domain/constants';

/**
 * Percent saved by paying yearly instead of 12 x monthly, rounded to a whole percent; 0 when nothing is saved.
 * Cents in, percent out. Example: annualSavingPercent(6900, 74520) === 10; annualSavingPercent(19900, 238800) === 0.
 */
export function annualSavingPercent(monthlyCents: number, yearlyChargeCents: number): number {
  const twelveMonths = monthlyCents * MONTHS_PER_YEAR;
  if (twelveMonths <= 0 || yearlyChargeCents >= twelveMonths) return 0;
  return Math.round(((twelveMonths - yearlyChargeCents) * 100) / twelveMonths);
}

/**
 * True when the yearly charge saves at least the advertised percent (rounded, so an office price rounded to
 * the cent still counts). Example: showsAnnualSaving(19900, 238800) === false (12 x monthly, no saving).
 */
export function showsAnnualSaving(monthlyCents: number, yearlyChargeCents: number): boolean {
  return annualSavingPercent(monthlyCents, yearlyChargeCents) >= ANNUAL_DISCOUNT_PERCENT;
}
