import { EVENT_MESSAGES } from '@shared/messages.fr';
import { dateInWords, daysLabel, equipmentCount, longDate } from '@shared/pricing/event-catalogue';
import {
  errorPaths,
  firstStepWithError,
  INITIAL_EVENT_VALUES,
  stepOfField,
  toEventInput,
  touchPaths,
  wholeNumber,
  type EventWizardValues,
} from './event-wizard.schema';
import { eventWizardSchema } from './event-wizard.validation';

const valid: EventWizardValues = {
  ...INITIAL_EVENT_VALUES,
  eventName: ' Festival ',
  eventType: 'festival',
  participants: '1200',
  address: '1620 rue Notre-Dame Centre',
  dateStart: '2026-07-10',
  dateEnd: '2026-07-12',
  companyName: 'Festivals Mauricie inc.',
  neq: '1171234567',
  email: 'info@festivals.ca',
};

describe('event wizard schema', () => {
  it('accepts a complete request and reads empty optional numbers as 0', async () => {
    await expect(eventWizardSchema.isValid(valid)).resolves.toBe(true);
    expect(toEventInput(valid)).toMatchObject({ eventName: 'Festival', participants: 1200, superficie: 0, zones: 0, staffCount: 1, sendCopy: true });
    expect(toEventInput(valid)).not.toHaveProperty('totalPrice');
  });

  it.each([
    ['participants', '0', EVENT_MESSAGES.participants],
    ['participants', '12.5', EVENT_MESSAGES.participants],
    ['superficie', '-1', EVENT_MESSAGES.superficie],
    ['zones', '2.5', EVENT_MESSAGES.zones],
    ['dateEnd', '2026-07-09', EVENT_MESSAGES.endBeforeStart],
    ['dateEnd', '2027-07-12', EVENT_MESSAGES.tooManyDays(366)],
    ['neq', '117123456', EVENT_MESSAGES.neq],
    ['website', 'ftp://exemple.ca', EVENT_MESSAGES.website],
  ])('%s = %s → %s', async (name, value, message) => {
    await expect(eventWizardSchema.validateAt(name, { ...valid, [name]: value })).rejects.toThrow(message);
  });

  it('maps fields, dotted paths included, to their step', () => {
    expect(stepOfField('eventName')).toBe(1);
    expect(stepOfField('superficie')).toBe(2);
    expect(stepOfField('materials.bac')).toBe(3);
    expect(stepOfField('neq')).toBe(4);
    expect(stepOfField('sendCopy')).toBe(5);
    expect(stepOfField('totalPrice')).toBeNull();
    expect(errorPaths({ neq: 'x', materials: { bac: 'y' } })).toEqual(['neq', 'materials.bac']);
    expect(firstStepWithError({ neq: 'x', materials: { bac: 'y' } })).toBe(3);
    expect(firstStepWithError({})).toBeNull();
    expect(touchPaths({ materials: true } as never, ['materials.bac', 'neq'])).toEqual({ materials: { bac: true }, neq: true });
    // A price-list code with a dot stays one key, both ways (Formik reads dots as levels).
    expect(errorPaths({ extras: { tente: 'x', 'tente.20': 'y' } })).toEqual(['extras.tente', 'extras["tente.20"]']);
    expect(touchPaths({}, ['extras.tente', 'extras["tente.20"]'])).toEqual({ extras: { tente: true, 'tente.20': true } });
    expect(wholeNumber(' 42 ')).toBe(42);
    expect(wholeNumber('4e2')).toBe(0);
  });

  it('writes dates, days and counts in French', () => {
    expect(longDate('2026-08-01')).toBe('1er août 2026');
    expect(longDate('2026-07-10')).toBe('10 juillet 2026');
    expect(dateInWords('2026-08-01')).toBe('samedi 1er août 2026');
    expect(dateInWords('2026-07-11')).toBe('samedi 11 juillet 2026');
    expect(daysLabel(1)).toBe('1 jour');
    expect(daysLabel(3)).toBe('3 jours');
    expect(equipmentCount('ilot', 1)).toBe('1 îlot de tri 3 voies');
    expect(equipmentCount('toilette', 2)).toBe('2 toilettes chimiques');
  });
});
