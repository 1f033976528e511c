import '../lib/primereact-setup.ts';
import { Toast } from 'primereact/toast';

/** PrimeReact's Toast, loaded with the first message (decision 0325). */
export default Toast;
