/** The self-made GraphQL explorer served at GET /graphql (Accept: text/html): no external script, no inline code. */

export const DEFAULT_QUERY = `# Pickup requests, 10 at a time (pass pageInfo.endCursor as "after" for the next page)
query PickupRequests($after: String) {
  pickupRequestsConnection(first: 10, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id createdAt fullName address } }
  }
}`;

export const TOKEN_KEY = 'explorer.token';

export interface RunInput {
  endpoint: string;
  token: string;
  query: string;
  variables: string;
}

/** Sends one operation; returns the pretty-printed answer (or the problem, in English). */
export async function runOperation(input: RunInput, fetchImpl: typeof fetch = fetch): Promise<string> {
  let variables: unknown = undefined;
  if (input.variables.trim()) {
    try {
      variables = JSON.parse(input.variables);
    } catch {
      return 'Variables are not valid JSON.';
    }
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (input.token.trim()) headers.Authorization = `Bearer ${input.token.trim()}`;
  try {
    const res = await fetchImpl(input.endpoint, { method: 'POST', headers, body: JSON.stringify({ query: input.query, variables }) });
    const text = await res.text();
    let pretty = text;
    try {
      pretty = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: shown as is
    }
    return `HTTP ${res.status}${res.headers.get('Retry-After') ? ` (retry after ${res.headers.get('Retry-After')} s)` : ''}\n${pretty}`;
  } catch (error) {
    return `Network error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export function mountExplorer(doc: Document, storage: Storage, fetchImpl: typeof fetch = fetch): void {
  const el = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T;
  const token = el<HTMLInputElement>('explorer-token');
  const note = el<HTMLParagraphElement>('explorer-token-note');
  const query = el<HTMLTextAreaElement>('explorer-query');
  const variables = el<HTMLTextAreaElement>('explorer-variables');
  const run = el<HTMLButtonElement>('explorer-run');
  const result = el<HTMLPreElement>('explorer-result');
  token.value = storage.getItem(TOKEN_KEY) ?? '';
  query.value = DEFAULT_QUERY;
  variables.value = '{}';
  const updateNote = () => {
    note.textContent = token.value.trim() ? '' : 'A token is needed: without one only public operations answer (none at all in production).';
  };
  updateNote();
  token.addEventListener('input', () => {
    storage.setItem(TOKEN_KEY, token.value);
    updateNote();
  });
  run.addEventListener('click', () => {
    run.disabled = true;
    result.textContent = 'Running…';
    void runOperation({ endpoint: '/graphql', token: token.value, query: query.value, variables: variables.value }, fetchImpl)
      .then((text) => {
        result.textContent = text;
      })
      .finally(() => {
        run.disabled = false;
      });
  });
}
