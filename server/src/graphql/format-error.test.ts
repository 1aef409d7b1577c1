import { variableFieldErrors } from './format-error';

describe('variableFieldErrors', () => {
  it.each([
    ['Variable "$input" got invalid value 5 at "input.fullName"; String cannot represent a non string value: 5', { fullName: 'Valeur invalide.' }],
    ['Variable "$input" got invalid value {}; Field "email" of required type "String!" was not provided.', { email: 'Ce champ est requis.' }],
    ['Variable "$input" got invalid value null at "input.floor"; Expected non-nullable type "Int!" not to be null.', { floor: 'Ce champ est requis.' }],
    ['Variable "$input" got invalid value 1 at "input.photos[0]"; String cannot represent a non string value: 1', { photos: 'Valeur invalide.' }],
    ['Variable "$input" got invalid value { role: "ADMIN" }; Field "role" is not defined by type "X".', { role: 'Champ inconnu.' }],
  ])('maps %s', (message, expected) => {
    expect(variableFieldErrors(message)).toEqual(expected);
  });

  it('ignores other messages', () => {
    expect(variableFieldErrors('Syntax Error: Unexpected Name "x".')).toBeNull();
  });
});

describe('variableFieldErrors: roles', () => {
  it('says "Rôle invalide." for a role outside the Role enum', () => {
    expect(
      variableFieldErrors('Variable "$input" got invalid value "BOSS" at "input.role"; Value "BOSS" does not exist in "Role" enum.'),
    ).toEqual({ role: 'Rôle invalide.' });
  });
});
