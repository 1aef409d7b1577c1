/**
 * Structured data for search engines: a `<script type="application/ld+json">` data block. Browsers
 * never run a data block, so the CSP's script-src 'self' does not concern it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // '<' escaped so no text in the data can end the element if the page is ever rendered to HTML.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
