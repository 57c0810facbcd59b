import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SAVING_NOTE_KEY, GATEWAY_RECURRENCE_PERIOD, periodFromQuery, periodFromServer, periodLabelKey, periodMonths,
  periodToServer, togglePeriod, type RecurrencePeriod,
} from '~/domain/period';

describe('period from the URL and the office', () => {
  it.each([
    ['part 1 §2: period=y means yearly', 'y', 'YEARLY'],
    ['part 1 §2: period=Y is read the same', ' Y ', 'YEARLY'],
    ['part 1 §2: any other value is monthly', 'yearly', 'MONTHLY'],
    ['part 1 §2: no parameter is monthly', null, 'MONTHLY'],
    ['part 1 §2: an empty parameter is monthly', '', 'MONTHLY'],
  ])('%s', (_section, value, expected) => {
    expect(periodFromQuery(value)).toBe(expected);
  });

  it.each([
    ['part 1 §3: MENSAL is monthly', 'MENSAL', 'MONTHLY'],
    ['part 1 §3: ANUAL is yearly', 'ANUAL', 'YEARLY'],
    ['part 1 §3: legacy MENSAL=1 is monthly', 1, 'MONTHLY'],
    ['part 1 §3: legacy ANUAL=12 is yearly', 12, 'YEARLY'],
    ['part 1 §3: legacy "12" as text is yearly', '12', 'YEARLY'],
    ['part 1 §3: MONTHLY is monthly', 'monthly', 'MONTHLY'],
    ['part 1 §3: YEARLY is yearly', 'YEARLY', 'YEARLY'],
    ['part 1 §3: an unknown value is not guessed', 'WEEKLY', null],
    ['part 1 §3: a missing value is not guessed', null, null],
  ])('%s', (_section, value, expected) => {
    expect(periodFromServer(value)).toBe(expected);
  });

  it.each<[string, RecurrencePeriod, string, number, RecurrencePeriod]>([
    ['part 1 §4: monthly sends periodo MENSAL, 1 month', 'MONTHLY', 'MENSAL', 1, 'YEARLY'],
    ['part 1 §4: yearly sends periodo ANUAL, 12 months', 'YEARLY', 'ANUAL', 12, 'MONTHLY'],
  ])('%s', (_section, period, server, months, other) => {
    expect(periodToServer(period)).toBe(server);
    expect(periodMonths(period)).toBe(months);
    expect(togglePeriod(period)).toBe(other);
  });
});

describe('labels and gateway unit', () => {
  it.each([
    ['part 1 §2: monthly is labelled Mensal', 'MONTHLY', 'checkout:cart.period.monthly'],
    ['part 1 §2: yearly is labelled Anual', 'YEARLY', 'checkout:cart.period.yearly'],
    ['part 2 §9: MONTH is labelled Mensal', 'MONTH', 'checkout:cart.period.monthly'],
    ['part 2 §9: MENSAL is labelled Mensal', 'MENSAL', 'checkout:cart.period.monthly'],
    ['part 2 §9: interval 1 is labelled Mensal', 1, 'checkout:cart.period.monthly'],
    ['part 2 §9: ANUAL is labelled Anual', 'ANUAL', 'checkout:cart.period.yearly'],
    ['part 2 §9: anything else is labelled Anual', 'YEAR', 'checkout:cart.period.yearly'],
  ])('%s', (_section, period, key) => {
    expect(periodLabelKey(period)).toBe(key);
  });

  it('names the annual saving note key (part 1 §2 "Economize anualmente 10%")', () => {
    expect(ANNUAL_SAVING_NOTE_KEY).toBe('checkout:cart.annual_saving');
  });

  it('sends MONTH as the recurrence period to the gateway (part 2 §9)', () => {
    expect(GATEWAY_RECURRENCE_PERIOD).toBe('MONTH');
  });
});
