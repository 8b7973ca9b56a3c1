export { toast, toastSuccess, warmToast } from './toast';
