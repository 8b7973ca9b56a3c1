/** The embedded server's page fixtures (demo mode only: GET /__fixtures/pages; server/static/fixture-index.ts writes this shape): the fixture gallery shows them, the page editor starts new pages from them. */
export interface FixtureEntry {
  id: number;
  title: string;
  published: boolean;
  draft: boolean;
  nodes: number;
}

export async function fetchFixtureIndex(): Promise<FixtureEntry[]> {
  const response = await fetch('/__fixtures/pages');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as FixtureEntry[];
}

/** One fixture document as stored: `103` or `101.draft`. */
export async function fetchFixtureText(name: string): Promise<string> {
  const response = await fetch(`/__fixtures/pages/${encodeURIComponent(name)}.json`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}
