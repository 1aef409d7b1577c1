import { smsKeyword, smsLength } from './sms';

describe('smsLength', () => {
  it('counts GSM-7 texts in 160-character messages, 153 per part when split', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, perSegment: 153 });
    expect(smsLength('é'.repeat(306)).segments).toBe(2);
    expect(smsLength('é'.repeat(307)).segments).toBe(3);
    // Extension characters count twice.
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });

  it('switches the whole text to UCS-2 (70, then 67 per part) for one character outside GSM-7', () => {
    expect(smsLength('Passage effectué à 9 h 10.')).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsLength('Votre entrée sera déneigée : être prêt')).toMatchObject({ encoding: 'UCS-2', units: 38, segments: 1, perSegment: 70 });
    expect(smsLength(`ê${'a'.repeat(69)}`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsLength(`ê${'a'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    expect(smsLength('❄️ neige')).toMatchObject({ encoding: 'UCS-2' });
  });
});

describe('smsKeyword', () => {
  it('recognises STOP and its French forms, case and accents ignored, and START', () => {
    for (const body of ['STOP', ' stop ', 'Arrêt', 'ARRÊTER', 'désabonner', 'Stop.']) expect(smsKeyword(body)).toBe('stop');
    for (const body of ['START', 'unstop', 'Oui']) expect(smsKeyword(body)).toBe('start');
    for (const body of ['Merci', 'stop please', '']) expect(smsKeyword(body)).toBeNull();
  });
});
