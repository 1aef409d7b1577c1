import { DEFAULT_QUERY, mountExplorer, runOperation, TOKEN_KEY } from './explorer';

const okFetch = (status = 200, body = '{"data":{"ping":"pong"}}') =>
  jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch;

describe('explorer', () => {
  it('sends the query, variables and bearer token and pretty-prints the answer', async () => {
    const fetchImpl = okFetch();
    const text = await runOperation({ endpoint: '/graphql', token: ' smk_abc ', query: '{ ping }', variables: '{"a":1}' }, fetchImpl);
    expect(text).toBe('HTTP 200\n{\n  "data": {\n    "ping": "pong"\n  }\n}');
    const [, init] = (fetchImpl as jest.Mock).mock.calls[0];
    expect(init.headers.Authorization).toBe('Bearer smk_abc');
    expect(JSON.parse(init.body)).toEqual({ query: '{ ping }', variables: { a: 1 } });
  });

  it('refuses invalid variables without calling the server', async () => {
    const fetchImpl = okFetch();
    expect(await runOperation({ endpoint: '/graphql', token: '', query: '{ ping }', variables: '{' }, fetchImpl)).toBe('Variables are not valid JSON.');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('mounts on the page: says a token is needed, keeps it in the tab, runs on click', async () => {
    document.body.innerHTML = `<input id="explorer-token" /><p id="explorer-token-note"></p><textarea id="explorer-query"></textarea>
      <textarea id="explorer-variables"></textarea><button id="explorer-run"></button><pre id="explorer-result"></pre>`;
    const fetchImpl = okFetch();
    mountExplorer(document, window.sessionStorage, fetchImpl);
    expect((document.getElementById('explorer-query') as HTMLTextAreaElement).value).toBe(DEFAULT_QUERY);
    expect(document.getElementById('explorer-token-note')!.textContent).toMatch(/token is needed/);
    const token = document.getElementById('explorer-token') as HTMLInputElement;
    token.value = 'smk_x';
    token.dispatchEvent(new Event('input'));
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('smk_x');
    expect(document.getElementById('explorer-token-note')!.textContent).toBe('');
    (document.getElementById('explorer-run') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('explorer-result')!.textContent).toContain('HTTP 200');
  });
});
