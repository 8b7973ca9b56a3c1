import { getCustomerServiceInfo } from '../api/customer';
import type { ServiceInfoQuery } from '../contract';
import { runAction } from '../core/actions';
import { contactServiceInHost } from '../core/host/device';
import { navigate } from '../core/navigation';
import { reportFailure } from '../core/request';
import { ensureLoggedIn } from '../core/session';
import { shopContactPath } from './paths';

/**
 * Opens a page the server names by URL (customer service, official account) through the action
 * router. The server may answer a path on its own host, so it is made absolute first.
 */
export async function openServerPage(url: string): Promise<void> {
  if (!url) return;
  await runAction(new URL(url, window.location.href).href);
}

/** The platform's customer service, optionally about one product (mall-spec §7). */
export async function openCustomerService(about: ServiceInfoQuery = {}): Promise<void> {
  if (!ensureLoggedIn()) return;
  // Inside the app its own customer-service chat takes the conversation, with what it is about.
  if (await contactServiceInHost({ ...about })) return;
  try {
    const { service_url } = await getCustomerServiceInfo(about);
    await openServerPage(service_url);
  } catch (error) {
    reportFailure(error);
  }
}

export interface ContactTarget {
  /** A dealer store has an owner to contact; an ordinary seller is reached through customer service. */
  isDealer: boolean;
  agencyStoreId?: string | number;
  /** What the conversation is about, passed on to customer service. */
  about?: ServiceInfoQuery;
}

/**
 * "Contact store owner" / "contact merchant" on goods detail, stores and order lists. Anonymous
 * visitors go to login first (mall-spec §6).
 */
export async function contactSeller({ isDealer, agencyStoreId, about }: ContactTarget): Promise<void> {
  if (!ensureLoggedIn()) return;
  if (isDealer && agencyStoreId) navigate(shopContactPath(agencyStoreId));
  else await openCustomerService(about);
}
