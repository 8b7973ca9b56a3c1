export { toast, toastSuccess } from './toast';
