/** Which document a rule page opens, and how (mall-spec §2–§3, issue 18). */
import type { SystemConfig } from '../../../src/contract';
import { isSafeHttpUrl } from '../../../src/core/actions';
import { isSameSitePath } from '../../../src/core/actions/url';
import { navigate } from '../../../src/core/navigation';

export type Rule = 'service' | 'privacy';

/** mall-spec §2: "Static pages /agreement/serve-new.html and /agreement/privacy-new.html exist." */
export const STATIC_RULE_PAGES: Readonly<Record<Rule, string>> = {
  service: '/agreement/serve-new.html',
  privacy: '/agreement/privacy-new.html',
};

/** The URL the system config names for the rule (a page of this site or an http(s) one), else the host's static page. */
export function ruleUrl(config: SystemConfig, rule: Rule): string {
  const named = (rule === 'service' ? config.service_rule_url : config.privacy_rule_url).trim();
  return named && (isSameSitePath(named) || isSafeHttpUrl(named)) ? named : STATIC_RULE_PAGES[rule];
}

/** Opens the document in place of the rule screen, so Back returns to where the shopper came from. */
export function openDocument(url: string): void {
  if (isSameSitePath(url)) navigate(url, { replace: true });
  else window.location.replace(url);
}
