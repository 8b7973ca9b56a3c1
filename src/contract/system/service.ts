/** Customer service's page for a product, and the file upload the back end offers (the client sends none). */
import { call } from '../call-spec.ts';
import type { WirePrice } from '../common.ts';
import { answer, object, requiredText, text } from '../read.ts';

export interface ServiceInfoQuery {
  title?: string;
  img?: string;
  price?: WirePrice;
  sub_title?: string;
}

export interface ServiceInfo {
  service_url: string;
}

export const serviceInfo = answer<ServiceInfo>('service', object({ service_url: text }));

export interface UploadResult {
  url: string;
}

export const uploadResult = answer<UploadResult>('upload', object({ url: requiredText }));

export const serviceCalls = {
  'GET /v1/customer/service/info/get': call<ServiceInfoQuery>()(serviceInfo),
  'POST /v1/tool/file/upload': call<{ module: string }>()(uploadResult),
} as const;
