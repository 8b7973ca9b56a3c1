/** The system config (mall-spec §3), read at start-up: its own module, so the shell carries no other decoder. */
import type { SystemConfig } from '../types';
import { answer, flag, number, object, text } from './read';

export const systemConfig = answer<SystemConfig>(
  'config',
  object({ service_rule_url: text, privacy_rule_url: text, s_is_open_sence: flag, ts: number }),
);
