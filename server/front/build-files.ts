/**
 * The build's small files the front reads for every page (index.html, the route hints, the preview
 * origins), kept in memory until the file changes: a stat per request instead of a read (and a parse,
 * for `readBuildJson`). A rebuild under a running server is still seen at the next request.
 */
import { readFile, stat } from 'node:fs/promises';

const kept = new Map<string, { version: string; text: Promise<string>; json?: unknown }>();

async function entry(file: string): Promise<{ version: string; text: Promise<string>; json?: unknown }> {
  const info = await stat(file);
  const version = `${info.size}:${info.mtimeMs}`;
  const found = kept.get(file);
  if (found?.version === version) return found;
  const fresh = { version, text: readFile(file, 'utf8') };
  kept.set(file, fresh);
  // A failed read is not kept: the next request tries again.
  fresh.text.catch(() => kept.get(file) === fresh && kept.delete(file));
  return fresh;
}

/** A version of the file that changes when it does; throws as stat does when it is missing. */
export async function buildFileVersion(file: string): Promise<string> {
  return (await entry(file)).version;
}

/** The file's text; throws as readFile does when it is missing. */
export async function readBuildFile(file: string): Promise<string> {
  return (await entry(file)).text;
}

/** The file parsed as JSON, parsed once per version; throws when missing or not JSON. */
export async function readBuildJson(file: string): Promise<unknown> {
  const found = await entry(file);
  if (!('json' in found)) found.json = JSON.parse(await found.text);
  return found.json;
}
