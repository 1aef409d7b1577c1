import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorMessage, NETWORK_ERROR_MESSAGE } from './error-message';
import { getIn } from 'formik';
import { fieldErrorsOf, keyedFieldPath, toFormikErrors } from './to-formik-errors';

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

const serverError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });

describe('toFormikErrors', () => {
  it('collects extensions.fieldErrors of every GraphQL error, first message per field', () => {
    const error = graphQLErrors(
      { message: 'Adresse courriel invalide.', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Adresse courriel invalide.' } } },
      { message: 'x', extensions: { fieldErrors: { email: 'Autre message', 'address.city': 'Ville requise.', phone: 3 } } },
    );
    expect(fieldErrorsOf(error)).toEqual({ email: 'Adresse courriel invalide.', 'address.city': 'Ville requise.' });
    expect(toFormikErrors(error)).toEqual({ email: 'Adresse courriel invalide.', address: { city: 'Ville requise.' } });
  });

  it('keeps a keyed field’s code with a dot as one key (extras.tente.20 → extras["tente.20"]), beside the code « tente »', () => {
    const error = graphQLErrors({ message: 'x', extensions: { fieldErrors: { 'extras.tente': 'A', 'extras.tente.20': 'B', 'materials.bac': 'C' } } });
    expect(toFormikErrors(error, { keyedFields: ['extras'] })).toEqual({ extras: { tente: 'A', 'tente.20': 'B' }, materials: { bac: 'C' } });
    expect(getIn(toFormikErrors(error, { keyedFields: ['extras'] }), keyedFieldPath('extras', 'tente.20'))).toBe('B');
    // Without it, Formik reads « tente.20 » as two levels: « tente » loses its message.
    expect(toFormikErrors(error)).toEqual({ extras: { tente: Object.assign([], { 20: 'B' }) }, materials: { bac: 'C' } });
  });

  it('has nothing for errors that are not GraphQL errors', () => {
    expect(toFormikErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(toFormikErrors(graphQLErrors({ message: 'Erreur serveur', extensions: { code: 'INTERNAL' } }))).toEqual({});
  });
});

describe('errorMessage', () => {
  it('shows the server’s French message for codes of our vocabulary', () => {
    expect(errorMessage(graphQLErrors({ message: 'Accès refusé', extensions: { code: 'FORBIDDEN' } }))).toBe('Accès refusé');
    expect(errorMessage(graphQLErrors({ message: 'Service fermé aujourd’hui.' }))).toBe('Service fermé aujourd’hui.');
  });

  it('says “Erreur serveur” for a blank message or a developer-facing code', () => {
    expect(errorMessage(graphQLErrors({ message: '  ', extensions: { code: 'INTERNAL' } }))).toBe('Erreur serveur');
    expect(
      errorMessage(graphQLErrors({ message: 'Cannot query field "x" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
    ).toBe('Erreur serveur');
  });

  it('reads the error field of a non-2xx JSON answer, else “Erreur serveur”', () => {
    expect(errorMessage(serverError(413, JSON.stringify({ error: 'La requête est trop volumineuse.' })))).toBe(
      'La requête est trop volumineuse.',
    );
    expect(errorMessage(serverError(502, '<h1>Bad Gateway</h1>'))).toBe('Erreur serveur');
    expect(
      errorMessage(new ServerParseError(new SyntaxError('Unexpected token'), { response: new Response('oops'), bodyText: 'oops' })),
    ).toBe('Erreur serveur');
  });

  it('replaces the browser’s English network messages with the French one', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});
