/** The embedded server's page fixtures (demo mode only), read by the fixture gallery and the page editor. */
import type { FixtureEntry } from '../contract';

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
