import PrimeReact from 'primereact/api';
import { installSpanishLocale } from './primereact-locale.ts';

/**
 * PrimeReact's settings for the whole app, run by the first module that draws a PrimeReact
 * component (the screens' layout, the toast host, the sign-in page's dialogs): Spanish texts and
 * the ripple. Not in main.tsx, so /Login's first load carries no PrimeReact (decision 0325).
 */
installSpanishLocale();
PrimeReact.ripple = true;
